export { serviceGenerator, serviceNames, type ServiceGeneratorSchema } from './generators/service/generator';
