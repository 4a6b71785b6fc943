import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { firstFieldError } from '@/components/form/first-error';
import { parseBindTarget } from '@/domain/third-party-login';
import { bindMobileSchema, type BindMobileInput, type BindMobileValues } from '@/validation/forms';
import { useBindMobile } from '@/calls/third-login-binding-mobile';
import { SMS_BIND } from '@/calls/new-get-sms';
import { MobileCodeFields } from './components/mobile-code-fields';
import { useFinishLogin } from './hooks/use-finish-login';
import { FormPage, PageForm } from '@/components/form/form-page';
import './account.css';

const FIELD_ORDER = Object.keys(bindMobileSchema.shape);

/** /bindAccount?userId=&uid=&platId=: binds a mobile to a new third-party account, then logged in. */
export default function BindAccountPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const target = useMemo(() => parseBindTarget(search), [search]);
  const bind = useBindMobile();
  const finishLogin = useFinishLogin();
  const { control, handleSubmit, formState, trigger, getValues } = useForm<
    BindMobileInput,
    unknown,
    BindMobileValues
  >({
    resolver: zodResolver(bindMobileSchema),
    defaultValues: { mobile: '', code: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!target) return;
    bind.mutate({ target, values }, { onSuccess: (res) => finishLogin(res.data, '登录成功') });
  });
  const requestMobile = async () => ((await trigger('mobile')) ? getValues('mobile') : undefined);

  if (!target) {
    return (
      <FormPage>
        <p className="account-status" role="alert">
          绑定信息已失效，请重新授权登录
        </p>
        <nav className="account-links">
          <Link to="/login">返回登录</Link>
        </nav>
      </FormPage>
    );
  }

  const error = firstFieldError(formState.errors, FIELD_ORDER);
  return (
    <FormPage>
      <p className="account-hint">{target.platId === 1 ? '微信' : '支付宝'}账号首次登录，请绑定手机号</p>
      <PageForm onSubmit={onSubmit} error={error} busy={bind.isPending} label="绑定并登录">
        <MobileCodeFields control={control} smsType={SMS_BIND} requestMobile={requestMobile} />
      </PageForm>
    </FormPage>
  );
}
