import { useT } from '@resellpk/web-i18n';
import { Panel } from '@resellpk/web-ui';
import { useStories } from '../../features/stories/use-stories';

/** The stories staff publish (/admin/stories); no section at all while there are none, or when they fail to load. */
export function TestimonialsSection() {
  const t = useT();
  const stories = useStories();
  if (!stories.data?.length) return null;
  return (
    <section className="rpk-landing-section" aria-labelledby="testimonials-title" data-testid="stories">
      <h2 id="testimonials-title" className="rpk-title">
        {t('What Our Resellers Say')}
      </h2>
      <div className="rpk-cols-3">
        {stories.data.map((story) => (
          <Panel key={story.id} style={{ height: '100%' }}>
            <p style={{ fontStyle: 'italic', marginTop: 0, overflowWrap: 'anywhere' }}>“{story.quote}”</p>
            <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
              <span
                aria-hidden
                style={{ flex: 'none', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 32, height: 32, borderRadius: '50%', background: '#0958d9', color: '#fff' }}
              >
                {story.name.charAt(0)}
              </span>
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}>{story.name}</div>
                <div className="rpk-muted">{`${story.role}, ${story.city}`}</div>
              </div>
            </div>
          </Panel>
        ))}
      </div>
    </section>
  );
}
