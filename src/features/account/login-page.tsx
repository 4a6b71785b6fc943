import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { FormField } from '@/components/form/form-field';
import { firstFieldError } from '@/components/form/first-error';
import { PHONE_MAX_LENGTH, capPhone, PASSWORD_MAX } from '@/validation/rules';
import { loginSchema, type LoginInput, type LoginValues } from '@/validation/forms';
import { useLogin } from '@/calls/login';
import { redirectParam } from '@/lib/redirect';
import { ThirdPartyLogin } from './components/third-party-login';
import { useFinishLogin } from './hooks/use-finish-login';
import { FormPage, PageForm } from '@/components/form/form-page';
import './account.css';

const FIELD_ORDER = Object.keys(loginSchema.shape);

/** /login: mobile and password; back to the same-site `redirect`, or /user. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = redirectParam(params);
  const login = useLogin();
  const finishLogin = useFinishLogin();
  const { control, handleSubmit, formState } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, { onSuccess: (res) => finishLogin(res.data, '登录成功') });
  });
  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  const error = firstFieldError(formState.errors, FIELD_ORDER);
  return (
    <FormPage>
      <PageForm onSubmit={onSubmit} error={error} busy={login.isPending} label="登录">
        <FormField
          control={control}
          name="username"
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={PHONE_MAX_LENGTH}
          normalize={capPhone}
          placeholder="请输入手机号"
        />
        <FormField
          control={control}
          name="password"
          label="密码"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          maxLength={PASSWORD_MAX}
        />
      </PageForm>
      <nav className="account-links">
        <Link to="/findPass">忘记密码</Link>
        <Link to={withRedirect('/register')}>注册</Link>
      </nav>
      <ThirdPartyLogin redirect={redirect} />
    </FormPage>
  );
}
