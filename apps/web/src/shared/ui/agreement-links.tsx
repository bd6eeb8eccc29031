import { Link } from 'react-router';
import { paths } from '@/shared/paths';

/**
 * 《用户协议》和《隐私政策》 as links to their pages (opened in a new tab, so a half-filled login,
 * registration or checkout stays as it is).
 */
export function AgreementLinks() {
  return (
    <>
      <Link to={paths.agreement('user')} target="_blank" rel="noopener">
        《用户协议》
      </Link>
      和
      <Link to={paths.agreement('privacy')} target="_blank" rel="noopener">
        《隐私政策》
      </Link>
    </>
  );
}
