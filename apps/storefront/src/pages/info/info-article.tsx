import { useT } from '@resellpk/web-i18n';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '../../shared/page-container';

export interface InfoSection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

/** Reading layout shared by the informational pages; every text is an i18n key. */
export function InfoArticle({
  title,
  lead,
  updated,
  sections,
  children,
  footer,
  values,
}: {
  title: string;
  lead?: string;
  updated?: string;
  sections?: readonly InfoSection[];
  /** shown after the lead, before the sections */
  children?: ReactNode;
  /** shown after the sections */
  footer?: ReactNode;
  /** filled into the sections' {{placeholders}} (the published support email) */
  values?: Record<string, string>;
}) {
  const t = useT();
  return (
    <PageContainer width="text">
      <article>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(26px, 6vw, 36px)' }}>
          {t(title)}
        </Typography.Title>
        {updated && <Typography.Paragraph type="secondary">{t('Last updated: {{date}}', { date: updated })}</Typography.Paragraph>}
        {lead && <Typography.Paragraph style={{ fontSize: 16 }}>{t(lead)}</Typography.Paragraph>}
        {children}
        {sections?.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={3}>{t(section.heading)}</Typography.Title>
            {section.paragraphs?.map((p) => (
              <Typography.Paragraph key={p}>{t(p, values)}</Typography.Paragraph>
            ))}
            {section.bullets && (
              <ul style={{ paddingInlineStart: 20 }}>
                {section.bullets.map((b) => (
                  <li key={b} style={{ marginBottom: 6 }}>
                    {t(b, values)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {footer && <div style={{ marginTop: 24 }}>{footer}</div>}
      </article>
    </PageContainer>
  );
}
