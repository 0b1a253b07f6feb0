import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { handle } from '@resellpk/backend-messaging';
import {
  CatalogSubjects,
  type AddProductImagesRequest,
  type ListProductsQuery,
  type ProductInput,
  type ProductUpdate,
  type ServiceRequest,
} from '@resellpk/contracts';
import { ProductsService } from './products.service';

@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @MessagePattern(CatalogSubjects.listProducts)
  list(@Payload() req: ServiceRequest<ListProductsQuery>) {
    return handle(() => this.products.listProducts(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.getProduct)
  get(@Payload() req: ServiceRequest<{ id: string }>) {
    return handle(() => this.products.getProduct(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.adminListProducts)
  adminList(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.products.adminListProducts(req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.adminGetProduct)
  adminGet(@Payload() req: ServiceRequest<{ id: string }>) {
    return handle(() => this.products.adminGetProduct(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.createProduct)
  create(@Payload() req: ServiceRequest<ProductInput>) {
    return handle(() => this.products.createProduct(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.updateProduct)
  update(@Payload() req: ServiceRequest<ProductUpdate>) {
    return handle(() => this.products.updateProduct(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.deleteProduct)
  remove(@Payload() req: ServiceRequest<{ id: string }>) {
    return handle(() => this.products.deleteProduct(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.addProductImages)
  addImages(@Payload() req: ServiceRequest<AddProductImagesRequest>) {
    return handle(() => this.products.addProductImages(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.removeProductImage)
  removeImage(@Payload() req: ServiceRequest<{ productId: string; imageId: string }>) {
    return handle(() => this.products.removeProductImage(req.data, req.ctx), req.ctx);
  }

  @MessagePattern(CatalogSubjects.stats)
  stats(@Payload() req: ServiceRequest<unknown>) {
    return handle(() => this.products.stats(req.ctx), req.ctx);
  }
}
