import { useEffect, useState } from 'react';
import { Modal, Alert, Button, Card, Flex, Skeleton, Switch, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, GiftOutlined, PlusOutlined } from '@ant-design/icons';
import type { FreeOfferView } from '@resellpk/contracts';
import { CATALOG_MSG } from '@resellpk/domain';
import { isApiError } from '@resellpk/web-api';
import { EmptyState, PageHeader, PriceText, useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { OfferFormDrawer } from './offer-form-drawer';
import { useAdminOffers, useDeleteOffer, useSetOfferActive } from './offers-api';
import { LoadFailed } from '../shared/load-failed';

/**
 * `/admin/free-product-offers`, and `/admin/freebie-manager` (variant "freebies"): the same list,
 * there with a header about zero-PKR gifts.
 */
export function FreeOffersPage({ variant = 'offers' }: { variant?: 'offers' | 'freebies' }) {
  const t = useT();
  const { toast } = useToast();
  const [modal, confirmHolder] = Modal.useModal();
  const offers = useAdminOffers();
  const setActive = useSetOfferActive();
  const del = useDeleteOffer();
  const [editing, setEditing] = useState<{ open: boolean; offer?: FreeOfferView }>({ open: false });

  useEffect(() => {
    if (!offers.isError) return;
    toast({ title: t(CATALOG_MSG.offersLoadFailed), description: isApiError(offers.error) ? t(offers.error.message) : undefined, variant: 'destructive' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offers.isError, offers.errorUpdatedAt]);

  const confirmDelete = (o: FreeOfferView) =>
    modal.confirm({
      title: t('Delete {{name}}?', { name: o.name }),
      content: t(CATALOG_MSG.confirmDeleteOffer),
      okText: t('Delete'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      onOk: () =>
        del.mutateAsync(o.id).then(
          () => toast({ title: t('Offer deleted'), variant: 'success' }),
          (err: unknown) =>
            toast({ title: t(CATALOG_MSG.offerDeleteFailed), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' }),
        ),
    });

  const toggle = (o: FreeOfferView, isActive: boolean) =>
    setActive.mutate(
      { id: o.id, isActive },
      {
        onSuccess: (u) => toast({ title: u.isActive ? t('Offer activated') : t('Offer deactivated'), description: u.name, variant: 'success' }),
        onError: (err) => toast({ title: t(CATALOG_MSG.offerSaveFailed), description: isApiError(err) ? t(err.message) : undefined, variant: 'destructive' }),
      },
    );

  const freebies = variant === 'freebies';
  let body;
  if (offers.isError && !offers.data) {
    body = (
      <LoadFailed title={t(CATALOG_MSG.offersLoadFailed)} query={offers} />
    );
  } else if (offers.isPending) {
    body = (
      <Flex vertical gap={12}>
        {[0, 1].map((i) => (
          <Card key={i}>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        ))}
      </Flex>
    );
  } else if (offers.data.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<GiftOutlined style={{ fontSize: 40, color: '#bbb' }} />}
          title={t('No free product offers yet')}
          description={t('Create an offer to give premium products free with larger orders.')}
          action={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
              {t('Create Offer')}
            </Button>
          }
        />
      </Card>
    );
  } else {
    body = (
      <Flex vertical gap={12} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {offers.data.map((o) => (
          <li key={o.id} data-testid="offer-card">
            <Card
              size="small"
              title={
                <Flex gap={8} align="center" wrap style={{ minWidth: 0, paddingBlock: 4 }}>
                  <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{o.name}</span>
                  <Tag color={o.isActive ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
                    {t(o.isActive ? CATALOG_MSG.active : CATALOG_MSG.inactive)}
                  </Tag>
                </Flex>
              }
            >
              {o.description && (
                <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-word' }}>
                  {o.description}
                </Typography.Paragraph>
              )}
              <Flex gap={24} wrap style={{ marginBottom: 8 }}>
                <div>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t('Minimum order threshold')}
                  </Typography.Text>
                  <PriceText paisa={o.minOrderThresholdPaisa} style={{ fontWeight: 600 }} />
                </div>
                <div>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t('Max units per order')}
                  </Typography.Text>
                  <Typography.Text strong>{o.maxUnitsPerOrder}</Typography.Text>
                </div>
              </Flex>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 4 }}>
                {t('Eligible products ({{count}})', { count: o.products.length })}
              </Typography.Text>
              <Flex gap={8} wrap>
                {o.products.map((p) => (
                  <Flex key={p.id} gap={6} align="center" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 4, maxWidth: '100%' }}>
                    <img src={p.image.cardUrl} alt="" width={32} height={32} style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
                    <span style={{ minWidth: 0, wordBreak: 'break-word', fontSize: 13 }}>
                      {p.name} · <Typography.Text type="secondary">{t('Wholesale price')}</Typography.Text> <PriceText paisa={p.wholesalePricePaisa} />
                    </span>
                  </Flex>
                ))}
              </Flex>
              <Flex gap={8} align="center" wrap style={{ marginTop: 12 }}>
                <Switch
                  checked={o.isActive}
                  loading={setActive.isPending && setActive.variables?.id === o.id}
                  onChange={(v) => toggle(o, v)}
                  aria-label={t('Active: {{name}}', { name: o.name })}
                />
                <Typography.Text>{t(o.isActive ? CATALOG_MSG.active : CATALOG_MSG.inactive)}</Typography.Text>
                <span style={{ flex: 1 }} />
                <Tooltip title={t('Edit')}>
                  <Button icon={<EditOutlined />} aria-label={t('Edit {{name}}', { name: o.name })} onClick={() => setEditing({ open: true, offer: o })} />
                </Tooltip>
                <Tooltip title={t('Delete')}>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('Delete {{name}}', { name: o.name })}
                    loading={del.isPending && del.variables === o.id}
                    onClick={() => confirmDelete(o)}
                  />
                </Tooltip>
              </Flex>
            </Card>
          </li>
        ))}
      </Flex>
    );
  }

  return (
    <>
      {confirmHolder}
      <PageHeader
        title={freebies ? t('Freebie Manager') : t('Free Product Offers')}
        subtitle={freebies ? undefined : t('Premium products given free when an order reaches the threshold.')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
            {t('Create Offer')}
          </Button>
        }
      />
      {freebies && (
        <Alert
          type="info"
          showIcon
          icon={<GiftOutlined />}
          style={{ marginBottom: 16 }}
          title={t('Zero-PKR gifts')}
          description={t('Active offers appear on the homepage and in the cart: when an order reaches the minimum threshold, the reseller picks the gift for Rs. 0.')}
        />
      )}
      {body}
      <OfferFormDrawer open={editing.open} offer={editing.offer} onClose={() => setEditing({ open: false })} />
    </>
  );
}

export function FreebieManagerPage() {
  return <FreeOffersPage variant="freebies" />;
}
