// A small catalogue for view tests: three categories, a discount, a long item list and one inactive service.
import type { Service } from '../../src/domain/types';

const items = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index}`, name: `${prefix} step ${index + 1}` }));

export const catalogue: Service[] = [
  {
    id: 'express-wash',
    name: 'Express Exterior Wash',
    description: 'Foam, hand wash and dry.',
    price: 2500,
    originalPrice: 3000,
    category: 'exterior',
    is_active: true,
    duration_minutes: 90,
    items: items('wash', 4),
  },
  {
    id: 'interior-deep-clean',
    name: 'Interior Deep Clean',
    description: 'Shampoo and steam for seats and carpets.',
    price: 6500,
    originalPrice: 8000,
    category: 'interior',
    is_active: true,
    duration_minutes: 240,
    items: items('interior', 6),
  },
  {
    id: 'premium-wax',
    name: 'Premium Wash & Wax',
    description: 'Hand wash and carnauba wax.',
    price: 4500,
    originalPrice: null,
    category: 'exterior',
    is_active: true,
    duration_minutes: 120,
    items: items('wax', 5),
  },
  {
    id: 'ceramic',
    name: 'Ceramic Coating',
    description: 'Three years of protection.',
    price: 45000,
    originalPrice: 52000,
    category: 'full_detailing',
    is_active: true,
    duration_minutes: 480,
    items: items('ceramic', 2),
  },
  {
    id: 'headlights',
    name: 'Headlight Restoration',
    description: 'Clear, bright headlights again.',
    price: 3000,
    originalPrice: null,
    category: 'add_ons',
    is_active: false,
    duration_minutes: 60,
    items: [],
  },
];
