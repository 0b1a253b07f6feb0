import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * An antd Button that is a real link (<a href>, so open-in-new-tab works) but navigates inside
 * the single-page router on a plain click instead of reloading the shell.
 */
export function LinkButton({ to, onClick, ...rest }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...rest} href={to} onClick={handleClick} />;
}
