import { Link, useLocation } from 'react-router-dom';
import { titleFor } from '../guard';
import './coming-later-page.css';

/** The screens of later releases: their route, guard and title are in place, the content is not. */
export default function ComingLaterPage() {
  const { pathname } = useLocation();
  const title = titleFor(pathname);
  return (
    <main className="coming-later">
      <h1 className="coming-later__title">{title}</h1>
      <p className="coming-later__text">「{title}」页面将在后续版本上线，敬请期待。</p>
      <Link className="coming-later__home" to="/">
        返回首页
      </Link>
    </main>
  );
}
