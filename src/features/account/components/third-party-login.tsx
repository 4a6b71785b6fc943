import { browserEnv } from '@/domain/payment';
import { alipayAuthorizeUrl, callbackUrl, weixinAuthorizeUrl } from '@/domain/third-party-login';
import { oauthConfig } from '../oauth-config';
import '../account.css';

/**
 * Third-party login, shown only inside the messaging app's or the payment app's browser (docs/product/overview.md):
 * a link to that app's OAuth page, which returns to /otherLogin or /alipayLogin with a code.
 */
export function ThirdPartyLogin({ redirect }: { redirect: string | undefined }) {
  const env = browserEnv(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (env === 'other') return null;
  const back = callbackUrl(window.location.origin, env, redirect);
  const href =
    env === 'weixin'
      ? weixinAuthorizeUrl(oauthConfig.weixinAppId, back)
      : alipayAuthorizeUrl(oauthConfig.alipayAppId, back);
  return (
    <section className="account-third-login" aria-label="第三方登录">
      <p className="account-third-login__title">其他登录方式</p>
      <a className={`account-third-login__button account-third-login__button--${env}`} href={href}>
        {env === 'weixin' ? '微信登录' : '支付宝登录'}
      </a>
    </section>
  );
}
