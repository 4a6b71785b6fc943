import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ThirdPartyCallback } from './components/third-party-callback';

/** /alipayLogin?auth_code=: the payment app's OAuth callback. */
export default function AlipayLoginPage() {
  const [params] = useSearchParams();
  const authCode = params.get('auth_code');
  const auth = useMemo(() => (authCode ? { platform: 'alipay' as const, authCode } : undefined), [authCode]);
  return <ThirdPartyCallback auth={auth} />;
}
