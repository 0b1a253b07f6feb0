import { Link } from 'react-router-dom';
import { useT, LanguageSwitch } from '@resellpk/web-i18n';
import { BRAND } from '@resellpk/web-ui';
import { FOOTER_GROUPS } from '@resellpk/web-pages/storefront';

/** Spec footer: Company, Reselling, Support (the pages' footer placements, @resellpk/web-pages). */
export function SiteFooter() {
  const t = useT();
  return (
    <footer className="rpk-footer" data-testid="site-footer">
      <div className="rpk-footer-inner">
        <div>
          <h2>{BRAND.name}</h2>
          <p style={{ margin: 0, maxWidth: 260 }}>{t('Buy at wholesale, sell with your profit, delivered across Pakistan.')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <section key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`}>{t(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="rpk-footer-bottom">
        <span>
          © {new Date().getFullYear()} {BRAND.name}. {t('All rights reserved.')}
        </span>
        <LanguageSwitch />
      </div>
    </footer>
  );
}
