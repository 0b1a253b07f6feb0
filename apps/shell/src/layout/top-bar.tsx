import { Link, NavLink } from 'react-router-dom';
import { useSession } from '@resellpk/web-session';
import { useT } from '@resellpk/web-i18n';
import { Brand, buttonClass, CountBadge, HeartIcon, MenuIcon, ShoppingCartIcon } from '@resellpk/web-ui';
import { CoinChip } from './coin-chip';
import { NotificationBell } from './notification-bell';
import { useCartCount } from './use-cart-count';

const navClass = ({ isActive }: { isActive: boolean }) => `rpk-nav-link${isActive ? ' active' : ''}`;
const iconClass = ({ isActive }: { isActive: boolean }) => `rpk-icon-link${isActive ? ' active' : ''}`;

/**
 * Spec Navigation: logo and Products; logged in: Orders, Coins, Wallet, the coin chip and icon
 * links (favorites, notifications, cart with quantity badge, menu); logged out: Login and Sign Up.
 * Phones keep logo, Products and the icons; Orders/Coins/Wallet live in the bottom tabs and menu.
 */
export function TopBar() {
  const t = useT();
  const { status } = useSession();
  // offline: the session is there but unconfirmed (no answer from the API): still the signed-in bar
  const signedIn = status === 'authenticated' || status === 'offline';
  const cartCount = useCartCount();
  const cartLabel = cartCount === 0 ? t('Cart') : cartCount === 1 ? t('Cart (1 item)') : t('Cart ({{count}} items)', { count: cartCount });
  return (
    <header className="rpk-topbar">
      <nav className="rpk-topbar-inner" aria-label={t('Main navigation')}>
        <Brand />
        <NavLink to="/products" className={navClass}>
          {t('Products')}
        </NavLink>
        {signedIn && (
          <>
            <NavLink to="/orders" className={(s) => `${navClass(s)} rpk-desktop-only`}>
              {t('Orders')}
            </NavLink>
            <NavLink to="/coins" className={(s) => `${navClass(s)} rpk-desktop-only`}>
              {t('Coins')}
            </NavLink>
            <NavLink to="/wallet" className={(s) => `${navClass(s)} rpk-desktop-only`}>
              {t('Wallet')}
            </NavLink>
          </>
        )}
        <span className="rpk-spacer" />
        {signedIn && (
          <>
            <CoinChip className="rpk-desktop-only" />
            <NavLink to="/favorites" className={iconClass} aria-label={t('Favorites')} title={t('Favorites')}>
              <HeartIcon />
            </NavLink>
            <NotificationBell />
            {/* named by its (hidden) text, as the bell: the visible count must be part of the name (WCAG 2.5.3) */}
            <NavLink to="/cart" className={iconClass} title={cartLabel} data-testid="cart-link">
              <span className="rpk-sr-only">{cartLabel}</span>
              <CountBadge count={cartCount} overflow={99} testId="cart-badge" decorative>
                <ShoppingCartIcon style={{ fontSize: 20 }} />
              </CountBadge>
            </NavLink>
            <NavLink to="/menu" className={iconClass} aria-label={t('Menu')} title={t('Menu')}>
              <MenuIcon />
            </NavLink>
          </>
        )}
        {status === 'anonymous' && (
          <>
            <NavLink to="/login" className={navClass}>
              {t('Login')}
            </NavLink>
            <Link to="/signup" className={buttonClass({ variant: 'primary' }, 'rpk-signup')}>
              {t('Sign Up')}
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
