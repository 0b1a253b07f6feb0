import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminProductView, CategoryView, ProductInput } from '@resellpk/contracts';
import { api } from '@resellpk/web-api';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;
export const CATEGORIES_KEY = ['categories'] as const;

const productPath = (id: string) => `/admin/products/${encodeURIComponent(id)}`;

/** Every product, newest first (the server orders them). */
export function useAdminProducts() {
  return useQuery({
    queryKey: ADMIN_PRODUCTS_KEY,
    queryFn: () => api.get<AdminProductView[]>('/admin/products'),
  });
}

export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, id],
    queryFn: () => api.get<AdminProductView>(productPath(id as string)),
    enabled: !!id,
    retry: false,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => api.get<CategoryView[]>('/categories?includeEmpty=true'),
  });
}

function useProductCache() {
  const queryClient = useQueryClient();
  return {
    put(product: AdminProductView) {
      queryClient.setQueryData([...ADMIN_PRODUCTS_KEY, product.id], product);
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY, exact: true });
    },
    drop(id: string) {
      queryClient.setQueryData<AdminProductView[]>(ADMIN_PRODUCTS_KEY, (list) => list?.filter((p) => p.id !== id));
      queryClient.removeQueries({ queryKey: [...ADMIN_PRODUCTS_KEY, id] });
      void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY, exact: true });
    },
  };
}

export function useCreateProduct() {
  const cache = useProductCache();
  return useMutation({
    mutationFn: (input: ProductInput) => api.post<AdminProductView>('/admin/products', input),
    onSuccess: (p) => cache.put(p),
  });
}

export function useUpdateProduct() {
  const cache = useProductCache();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: Partial<ProductInput> }) =>
      api.patch<AdminProductView>(productPath(id), input),
    onSuccess: (p) => cache.put(p),
  });
}

export function useDeleteProduct() {
  const cache = useProductCache();
  return useMutation({
    mutationFn: (id: string) => api.del<void>(productPath(id)),
    onSuccess: (_v, id) => cache.drop(id),
  });
}

/** multipart field `images`, 1..8 files; the gateway validates and resizes them */
export function useUploadImages() {
  const cache = useProductCache();
  return useMutation({
    mutationFn: ({ id, files }: { id: string; files: File[] }) => {
      const form = new FormData();
      files.forEach((f) => form.append('images', f, f.name));
      return api.post<AdminProductView>(`${productPath(id)}/images`, form);
    },
    onSuccess: (p) => cache.put(p),
  });
}

export function useRemoveImage() {
  const cache = useProductCache();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: string; imageId: string }) =>
      api.del<AdminProductView>(`${productPath(id)}/images/${encodeURIComponent(imageId)}`),
    onSuccess: (p) => cache.put(p),
  });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<CategoryView>('/admin/categories', { name }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CATEGORIES_KEY }),
  });
}
