export { AntdScope, AntdOutlet } from './antd-scope';
export { ChangePasswordForm } from './change-password-form';
