import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatTemplateView } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';
import { formatDateTime, useT } from '@resellpk/web-i18n';
import { liveKeys, useChatTemplates, WALLET_MSG } from '@resellpk/web-live';
import { useToast } from '@resellpk/web-ui';
import { Alert, Button, Card, Empty, Flex, Input, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';

function TemplateCard({ template }: { template: ChatTemplateView }) {
  const t = useT();
  const { toast } = useToast();
  const qc = useQueryClient();
  const [text, setText] = useState(template.messageContent);
  const [active, setActive] = useState(template.isActive);
  const save = useMutation({
    mutationFn: () => api.patch<ChatTemplateView>(`/admin/chat-templates/${template.id}`, { messageContent: text.trim(), isActive: active }),
    onSuccess: () => {
      toast({ title: t('Chat template saved'), variant: 'success' });
      void qc.invalidateQueries({ queryKey: liveKeys.templates });
    },
    onError: (e) => toast({ title: t(WALLET_MSG.updateTemplateFailed), description: t(e.message), variant: 'destructive' }),
  });
  const dirty = text !== template.messageContent || active !== template.isActive;
  return (
    <Card size="small" title={<span dir="ltr">{template.templateType}</span>} data-testid="chat-template" extra={<Switch checked={active} onChange={setActive} aria-label={t('Active')} />}>
      <Input.TextArea rows={5} value={text} onChange={(e) => setText(e.target.value)} aria-label={t('Message text')} />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }} wrap gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('Updated {{date}}', { date: formatDateTime(template.updatedAt) })}
        </Typography.Text>
        <Button type="primary" onClick={() => save.mutate()} disabled={!dirty || !text.trim()} loading={save.isPending}>
          {t('Save')}
        </Button>
      </Flex>
    </Card>
  );
}

/** Topup Management, tab Chat Templates: the welcome message and any other template, by type. */
export function ChatTemplatesTab() {
  const t = useT();
  const templates = useChatTemplates();
  if (templates.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (templates.isError)
    return <Alert type="error" showIcon title={t(WALLET_MSG.loadDataFailed)} action={<Button size="small" onClick={() => void templates.refetch()}>{t('Try again')}</Button>} />;
  if (templates.data.length === 0) return <Empty description={t('No chat templates')} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      {templates.data.map((tpl) => (
        <TemplateCard key={`${tpl.id}-${tpl.updatedAt}`} template={tpl} />
      ))}
    </Flex>
  );
}
