import { useT } from '@resellpk/web-i18n';
import { Avatar, Card, Col, Row, Typography } from 'antd';
import { useStories } from '../../features/stories/use-stories';
import { LinkButton } from '../../shared/link-button';
import { InfoArticle } from './info-article';

const LESSONS = [
  {
    heading: 'What our best resellers do',
    bullets: [
      'Start with the people who already trust you: family groups, neighbours, colleagues and classmates.',
      'Post clear photos and the final price including delivery, so customers know exactly what they will pay.',
      'Keep your profit fair. Rs. 150 to Rs. 500 per item keeps customers coming back.',
      "Confirm every order on WhatsApp before placing it. Fewer refused parcels means more profit.",
      'Set your business name once on My Account, so customers remember your shop.',
    ],
  },
] as const;

/** `/success-stories` */
export function SuccessStoriesPage() {
  const t = useT();
  const stories = useStories();
  return (
    <InfoArticle
      title="Success Stories"
      lead="Resellers from across Pakistan earn every month by selling to their own circles. Here is how some of them did it."
      sections={LESSONS}
      footer={
        <LinkButton to="/signup" type="primary" size="large">
          {t('Start Earning Now')}
        </LinkButton>
      }
    >
      {/* the stories staff publish (/admin/stories), as they wrote them; none while there are none */}
      {!!stories.data?.length && (
        <Row gutter={[16, 16]} style={{ margin: '16px 0' }} data-testid="stories">
          {stories.data.map((story) => (
            <Col key={story.id} xs={24}>
              <Card>
                <Card.Meta
                  avatar={<Avatar style={{ background: '#1677ff' }}>{story.name.charAt(0)}</Avatar>}
                  title={story.name}
                  description={`${story.role}, ${story.city}`}
                />
                <Typography.Paragraph italic style={{ marginTop: 12, marginBottom: 0 }}>
                  “{story.quote}”
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </InfoArticle>
  );
}
