import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { clearUserData } from '@/lib/session';
import { useUserData } from '@/lib/use-session';
import './components/user-page.css';
import './user-center.css';

/** /user/setting: feedback entry and, when logged in, logout (back to the personal centre). */
export default function SettingPage() {
  const user = useUserData();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = () => {
    clearUserData();
    // What was loaded for this user must not show for the next one.
    void queryClient.invalidateQueries();
    void navigate('/user', { replace: true });
  };

  return (
    <main className="user-page">
      <nav className="user-entries" aria-label="设置">
        <ul>
          <li>
            <Link className="user-entries__item" to="/user/advice">
              意见反馈
            </Link>
          </li>
        </ul>
      </nav>
      {user && (
        <div className="user-setting-logout">
          <button type="button" className="user-setting-logout__button" onClick={logout}>
            退出登录
          </button>
        </div>
      )}
    </main>
  );
}
