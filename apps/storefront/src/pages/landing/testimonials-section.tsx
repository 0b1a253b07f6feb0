import { useT } from '@resellpk/web-i18n';
import { Panel } from '@resellpk/web-ui';
import { TESTIMONIALS } from '../../content/testimonials';

export function TestimonialsSection() {
  const t = useT();
  return (
    <section className="rpk-landing-section" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="rpk-title">
        {t('What Our Resellers Say')}
      </h2>
      <div className="rpk-cols-3">
        {TESTIMONIALS.map((story) => (
          <Panel key={story.name} style={{ height: '100%' }}>
            <p style={{ fontStyle: 'italic', marginTop: 0 }}>“{t(story.quote)}”</p>
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
              <span
                aria-hidden
                style={{ flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%', background: '#0958d9', color: '#fff' }}
              >
                {story.name.charAt(0)}
              </span>
              <div>
                <div style={{ fontWeight: 600, fontSize: 16 }}>{story.name}</div>
                <div className="rpk-muted">{`${t(story.role)}, ${t(story.city)}`}</div>
              </div>
            </div>
          </Panel>
        ))}
      </div>
    </section>
  );
}
