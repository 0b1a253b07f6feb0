export { AntdScope, AntdOutlet } from './antd-scope';
