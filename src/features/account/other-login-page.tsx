import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ThirdPartyCallback } from './components/third-party-callback';

/** /otherLogin?code=: the messaging app's OAuth callback. */
export default function OtherLoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const auth = useMemo(() => (code ? { platform: 'weixin' as const, code } : undefined), [code]);
  return <ThirdPartyCallback auth={auth} />;
}
