export { KitStyles } from './kit-styles';
export { Button, ButtonLink, buttonClass, type ButtonLinkProps, type ButtonProps, type ButtonLook } from './button';
export { Spinner, LoadingBlock } from './spinner';
export { Skeleton, SkeletonInput } from './skeleton';
export { Alert, type AlertType } from './alert';
export { Tag, CountBadge, type TagColor } from './tag';
export { TextInput, TextField, PasswordField, NativeSelect, CheckboxField } from './fields';
export { Toaster } from './toaster';
export * from './icons';
