import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';

/** Text that is not empty after trimming (`@Validate(NotBlank, {message})`). */
@ValidatorConstraint({ name: 'notBlank' })
export class NotBlank implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.trim().length > 0;
  }
}
