import { CATALOG_MSG } from '@resellpk/domain';
import { api } from '@resellpk/web-api';
import { useT } from '@resellpk/web-i18n';
import { useSession } from '@resellpk/web-session';
import { Button, HeartFilledIcon, HeartIcon, useToast } from '@resellpk/web-ui';
import type { ProductPage } from '@resellpk/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * Heart toggle. Logged out it refuses with the spec's toast; signed in it saves or removes the
 * favourite on the server and refreshes the favourites list.
 */
export function FavoriteButton({
  productId,
  isFavorite,
  removeErrorText = CATALOG_MSG.favoritesUpdateFailed,
  style,
}: {
  productId: string;
  isFavorite: boolean;
  /** the favourites page reports "Failed to remove from favorites" instead */
  removeErrorText?: string;
  style?: React.CSSProperties;
}) {
  const t = useT();
  const { toast } = useToast();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(isFavorite);
  useEffect(() => setSaved(isFavorite), [isFavorite]);

  const toggle = useMutation({
    mutationFn: async (next: boolean) => {
      const path = `/favorites/${encodeURIComponent(productId)}`;
      if (next) await api.put<void>(path);
      else await api.del<void>(path);
      return next;
    },
    onSuccess: (next) => {
      setSaved(next);
      toast(
        next
          ? { title: t(CATALOG_MSG.addedToFavoritesTitle), description: t(CATALOG_MSG.addedToFavorites), variant: 'success' }
          : { title: t(CATALOG_MSG.removedFromFavoritesTitle), description: t(CATALOG_MSG.removedFromFavorites), variant: 'success' },
      );
      // keep loaded catalogue pages in step without refetching every page
      queryClient.setQueriesData<InfiniteData<ProductPage>>({ queryKey: ['products'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === productId ? { ...item, isFavorite: next } : item)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
    onError: (_error, next) => {
      toast({
        title: t(CATALOG_MSG.favoritesErrorTitle),
        description: t(next ? CATALOG_MSG.favoritesUpdateFailed : removeErrorText),
        variant: 'destructive',
      });
    },
  });

  const onClick = (event: React.MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!user) {
      toast({ title: t(CATALOG_MSG.loginRequiredTitle), description: t(CATALOG_MSG.loginRequiredFavorites), variant: 'destructive' });
      return;
    }
    toggle.mutate(!saved);
  };

  const label = saved ? t('Remove from favorites') : t('Add to favorites');
  return (
    <Button
      shape="circle"
      aria-label={label}
      aria-pressed={saved}
      title={label}
      loading={toggle.isPending}
      onClick={onClick}
      icon={saved ? <HeartFilledIcon style={{ color: '#e53935' }} /> : <HeartIcon />}
      style={{ background: 'rgba(255,255,255,0.92)', ...style }}
    />
  );
}
