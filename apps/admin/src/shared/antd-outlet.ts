// The antd theme scope, imported statically here and lazily by routes.tsx: the pages
// built with antd import `@resellpk/web-antd` statically, and a library may not be both (nx
// module boundaries), so the lazy route goes through this module.
export { AntdOutlet } from '@resellpk/web-antd';
