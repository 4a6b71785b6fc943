import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { BizError } from '@/api/errors';
import { ErrorState } from '@/components/error-state/error-state';
import { errorMessage } from '@/lib/error-message';
import { redirectParam } from '@/lib/redirect';
import { bindAccountPath } from '@/domain/third-party-login';
import { useThirdPartyLogin, type ThirdPartyAuth } from '@/calls/third-plat-login';
import { useFinishLogin } from '../hooks/use-finish-login';
import { FormPage } from '@/components/form/form-page';
import '../account.css';

/**
 * The OAuth callback pages' body: exchanges the one-time code for the third-party user, then
 * third_plat_login: code 1 logs in, code 2 goes to /bindAccount (docs/product/states.md).
 */
export function ThirdPartyCallback({ auth }: { auth: ThirdPartyAuth | undefined }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin();
  const thirdLogin = useThirdPartyLogin();
  const { mutate } = thirdLogin;
  const redirect = redirectParam(params);

  const run = useCallback(() => {
    if (!auth) return;
    mutate(auth, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'loggedIn') finishLogin(outcome.user, '登录成功');
        else void navigate(bindAccountPath(outcome.data, redirect), { replace: true });
      },
    });
  }, [auth, mutate, finishLogin, navigate, redirect]);

  // The code is good for one exchange: run once per page, even when StrictMode mounts twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  if (!auth) {
    return (
      <FormPage>
        <p className="account-status" role="alert">
          授权信息缺失，请重新登录
        </p>
        <nav className="account-links">
          <Link to="/login">返回登录</Link>
        </nav>
      </FormPage>
    );
  }
  // The server refused the code: it is spent or invalid, so asking again with it cannot help;
  // only a new authorisation (back to login) can. A failure without an answer may be retried.
  if (thirdLogin.error instanceof BizError) {
    return (
      <FormPage>
        <div className="account-status" role="alert">
          <p>登录失败</p>
          <p>{errorMessage(thirdLogin.error)}</p>
        </div>
        <nav className="account-links">
          <Link to="/login">返回登录</Link>
        </nav>
      </FormPage>
    );
  }
  if (thirdLogin.isError) {
    return (
      <FormPage>
        <ErrorState title="登录失败" error={thirdLogin.error} onRetry={run} />
        <nav className="account-links">
          <Link to="/login">返回登录</Link>
        </nav>
      </FormPage>
    );
  }
  return (
    <FormPage busy>
      <p className="account-status" role="status">
        正在登录…
      </p>
    </FormPage>
  );
}
