import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { StoryView } from '@resellpk/contracts';
import { isApiError } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { EmptyState, PageHeader, useToast } from '@resellpk/web-ui';
import { LoadFailed } from '../shared/load-failed';
import { useChangeStory, useStories, type StoryChange } from './stories-api';
import { StoryForm } from './story-form';

/**
 * `/admin/stories`: the reseller stories (testimonials) the landing page and /success-stories show,
 * in this order. Production starts with none: only what staff add here, with the reseller's consent.
 */
export function StoriesPage() {
  const t = useT();
  const { toast } = useToast();
  const stories = useStories();
  const change = useChangeStory();
  const [editing, setEditing] = useState<StoryView | 'new' | null>(null);

  const run = (c: StoryChange, done: string) =>
    change.mutateAsync(c).then(
      () => toast({ title: done, variant: 'success' }),
      (err: unknown) => toast({ title: t('The change was not saved'), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' }),
    );
  const busy = (id: string, kind: StoryChange['kind']) => change.isPending && change.variables?.kind === kind && 'id' in change.variables && change.variables.id === id;

  const list = stories.data ?? [];
  let body;
  if (stories.isError && !stories.data) {
    body = <LoadFailed title={t('Failed to load the stories')} query={stories} />;
  } else if (stories.isPending) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        title={t('No stories yet')}
        description={t('Add the words of real resellers who agreed to be shown. Until then the home page shows no stories.')}
      />
    );
  } else {
    body = (
      <Flex vertical gap={12} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((story, i) => (
          <li key={story.id} data-testid="story-card">
            <Card size="small" style={story.visible ? undefined : { background: '#fafafa' }}>
              <Flex justify="space-between" gap={8} align="flex-start" wrap>
                <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Typography.Text strong style={{ wordBreak: 'break-word' }}>
                    {story.name}
                  </Typography.Text>{' '}
                  {!story.visible && <Tag data-testid="story-hidden">{t('Hidden')}</Tag>}
                  <div>
                    <Typography.Text type="secondary">{`${story.role}, ${story.city}`}</Typography.Text>
                  </div>
                  <Typography.Paragraph italic style={{ margin: '8px 0 0', wordBreak: 'break-word' }}>
                    “{story.quote}”
                  </Typography.Paragraph>
                </div>
                <Flex gap={4} wrap>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={t('Move {{name}} up', { name: story.name })}
                    disabled={i === 0}
                    loading={busy(story.id, 'move') && change.variables?.kind === 'move' && change.variables.direction === 'up'}
                    onClick={() => void run({ kind: 'move', id: story.id, direction: 'up' }, t('Order saved'))}
                  />
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={t('Move {{name}} down', { name: story.name })}
                    disabled={i === list.length - 1}
                    loading={busy(story.id, 'move') && change.variables?.kind === 'move' && change.variables.direction === 'down'}
                    onClick={() => void run({ kind: 'move', id: story.id, direction: 'down' }, t('Order saved'))}
                  />
                  <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(story)}>
                    {t('Edit')}
                  </Button>
                  <Button
                    size="small"
                    icon={story.visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    loading={busy(story.id, 'visibility')}
                    onClick={() => void run({ kind: 'visibility', id: story.id, visible: !story.visible }, story.visible ? t('Story hidden') : t('Story shown'))}
                  >
                    {story.visible ? t('Hide') : t('Show')}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          </li>
        ))}
      </Flex>
    );
  }

  return (
    <>
      <PageHeader
        title={t('Reseller Stories')}
        subtitle={t('Shown on the home page and on Success Stories, in this order. Hidden stories are kept but shown nowhere.')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('Add story')}
          </Button>
        }
      />
      <Card styles={{ body: { padding: 12 } }}>{body}</Card>
      <StoryForm
        open={editing !== null}
        initial={editing && editing !== 'new' ? { name: editing.name, role: editing.role, city: editing.city, quote: editing.quote } : null}
        onClose={() => setEditing(null)}
        onSave={(input) =>
          change.mutateAsync(editing && editing !== 'new' ? { kind: 'update', id: editing.id, input } : { kind: 'create', input }).then(() =>
            toast({ title: editing === 'new' ? t('Story added') : t('Story changed'), variant: 'success' }),
          )
        }
      />
    </>
  );
}
