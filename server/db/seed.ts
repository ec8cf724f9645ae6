// The starting catalogue of the workshop, inserted only when the services table is empty, and the starting
// capacity (BAYS, SLOT_MINUTES, BUFFER_MINUTES, CLOSED_DATES), written only into a database that has none yet.
import { sql } from 'drizzle-orm';
import type { CapacityDefaults } from '../services/capacity';
import type { Database } from './client';
import { closedDates, services, workshopSettings, type NewServiceRow } from './schema';

const items = (prefix: string, names: string[]) => names.map((name, index) => ({ id: `${prefix}-${index + 1}`, name }));

export const seedServices: NewServiceRow[] = [
  {
    id: 'express-exterior-wash',
    name: 'Express Exterior Wash',
    description: 'Foam pre-wash, two-bucket hand wash and spot-free rinse that lifts Karachi dust and sea salt without scratching.',
    price: 2500,
    originalPrice: 3000,
    category: 'exterior',
    durationMinutes: 120,
    items: items('express-exterior-wash', ['Snow foam pre-wash', 'Two-bucket hand wash', 'Wheel and tyre clean', 'Microfibre hand dry']),
  },
  {
    id: 'premium-wash-wax',
    name: 'Premium Wash & Wax',
    description: 'A full hand wash followed by a carnauba wax layer for deep gloss and a few weeks of water beading.',
    price: 4500,
    originalPrice: null,
    category: 'exterior',
    durationMinutes: 120,
    items: items('premium-wash-wax', ['Snow foam pre-wash', 'Hand wash', 'Clay bar decontamination', 'Carnauba wax', 'Tyre dressing', 'Glass polish']),
  },
  {
    id: 'engine-bay-detail',
    name: 'Engine Bay Detail',
    description: 'Safe degreasing and dressing of the engine bay, with sensitive electrics covered throughout.',
    price: 3500,
    originalPrice: null,
    category: 'exterior',
    durationMinutes: 120,
    items: items('engine-bay-detail', ['Electrics masked', 'Degreasing', 'Low-pressure rinse', 'Plastic and rubber dressing']),
  },
  {
    id: 'interior-deep-clean',
    name: 'Interior Deep Clean',
    description: 'Vacuum, shampoo and steam for seats, carpets and mats, plus a dashboard and console wipe-down.',
    price: 6500,
    originalPrice: 8000,
    category: 'interior',
    durationMinutes: 240,
    items: items('interior-deep-clean', ['Full vacuum', 'Seat shampoo', 'Carpet and mat extraction', 'Steam clean of vents', 'Dashboard and console dressing', 'Interior glass']),
  },
  {
    id: 'leather-care',
    name: 'Leather Seat Care',
    description: 'pH-neutral leather cleaning and conditioning that keeps seats supple in the Karachi heat.',
    price: 5000,
    originalPrice: null,
    category: 'interior',
    durationMinutes: 120,
    items: items('leather-care', ['Leather cleaning', 'Conditioning', 'UV protection']),
  },
  {
    id: 'odour-removal',
    name: 'Odour Removal & Sanitisation',
    description: 'Ozone treatment and cabin sanitisation that removes smoke, food and damp smells.',
    price: 4000,
    originalPrice: null,
    category: 'interior',
    durationMinutes: 120,
    items: items('odour-removal', ['Ozone treatment', 'AC vent sanitisation', 'Cabin filter check']),
  },
  {
    id: 'signature-full-detail',
    name: 'Signature Full Detail',
    description: 'Our complete inside-and-out detail: decontamination wash, one-step polish, interior deep clean and sealant.',
    price: 18000,
    originalPrice: 22000,
    category: 'full_detailing',
    durationMinutes: 360,
    items: items('signature-full-detail', ['Decontamination wash', 'Clay bar', 'One-step machine polish', 'Paint sealant', 'Interior deep clean', 'Leather conditioning', 'Engine bay wipe-down']),
  },
  {
    id: 'showroom-detail',
    name: 'Showroom Detail',
    description: 'Two-stage paint correction and a full interior restoration for cars going on sale or to a show.',
    price: 32000,
    originalPrice: null,
    category: 'full_detailing',
    durationMinutes: 480,
    items: items('showroom-detail', ['Paint depth reading', 'Two-stage paint correction', 'Interior restoration', 'Headlight restoration', 'Trim restoration', 'Paint sealant']),
  },
  {
    id: 'ceramic-coating',
    name: 'Ceramic Coating (3 Years)',
    description: 'Paint correction followed by a 9H ceramic coating that shrugs off sun, dust and bird droppings for three years.',
    price: 85000,
    originalPrice: 95000,
    category: 'protection',
    durationMinutes: 480,
    items: items('ceramic-coating', ['Decontamination wash', 'Single-stage paint correction', 'Panel wipe', '9H ceramic coating, two layers', 'Wheel face coating', 'Glass coating', 'Three-year warranty card']),
  },
  {
    id: 'paint-sealant',
    name: 'Paint Sealant Protection',
    description: 'A synthetic sealant that protects the paint for up to six months, ideal before the monsoon.',
    price: 9500,
    originalPrice: null,
    category: 'protection',
    durationMinutes: 240,
    items: items('paint-sealant', ['Hand wash', 'Clay bar', 'Polymer sealant', 'Trim protection']),
  },
  {
    id: 'headlight-restoration',
    name: 'Headlight Restoration',
    description: 'Wet sanding, polishing and UV sealing of yellowed headlights for clearer night driving.',
    price: 3000,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    durationMinutes: 45,
    items: items('headlight-restoration', ['Wet sanding', 'Machine polish', 'UV sealant']),
  },
  {
    id: 'windscreen-water-repellent',
    name: 'Windscreen Water Repellent',
    description: 'A hydrophobic glass treatment for the windscreen and side windows.',
    price: 2500,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    isActive: false,
    durationMinutes: 20,
    items: items('windscreen-water-repellent', ['Glass decontamination', 'Hydrophobic coating']),
  },
  {
    id: 'engine-bay-cleaning',
    name: 'Engine Bay Cleaning',
    description: 'Degreasing, gentle rinse and dressing of the engine bay, plastics and hoses protected.',
    price: 2500,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    durationMinutes: 40,
    items: items('engine-bay-cleaning', ['Degreaser', 'Low-pressure rinse', 'Plastic dressing']),
  },
  {
    id: 'pet-hair-removal',
    name: 'Pet Hair Removal',
    description: 'Rubber brushes and a strong vacuum lift embedded pet hair from seats, carpets and the boot.',
    price: 2000,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    durationMinutes: 30,
    items: items('pet-hair-removal', ['Rubber-brush lift', 'Deep vacuum']),
  },
  {
    id: 'odour-treatment',
    name: 'Odour Treatment',
    description: 'An ozone treatment with the cabin closed, removing smoke, food and damp smells at the source.',
    price: 3500,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    durationMinutes: 45,
    items: items('odour-treatment', ['Cabin vacuum', 'Ozone treatment', 'AC vent flush']),
  },
  {
    id: 'leather-conditioning',
    name: 'Leather Conditioning',
    description: 'pH-neutral cleaning and a conditioner that keeps leather seats supple in the Karachi heat.',
    price: 3000,
    originalPrice: null,
    category: 'add_ons',
    kind: 'addon' as const,
    durationMinutes: 30,
    items: items('leather-conditioning', ['Leather cleaner', 'Conditioner with UV protection']),
  },
].map((service, index) => ({ ...service, sortOrder: (index + 1) * 10 }));

/** Inserts the starting catalogue on an empty services table. Returns how many rows were inserted. */
export async function seedCatalogue(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(services);
  if ((row?.count ?? 0) > 0) return 0;
  // Two instances seeding at once: the second insert skips rows the first one wrote.
  const inserted = await db.insert(services).values(seedServices).onConflictDoNothing().returning({ id: services.id });
  return inserted.length;
}

/**
 * Writes the environment's capacity into a database without workshop settings; returns whether it did. The closed
 * dates go in only with the settings row, so dates an admin reopened later never come back.
 */
export async function seedWorkshopSettings(db: Database, capacity: CapacityDefaults): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two instances seeding at once: the second insert finds the row and writes nothing.
    const inserted = await tx
      .insert(workshopSettings)
      .values({ id: 1, bays: capacity.bays, slotMinutes: capacity.slotMinutes, bufferMinutes: capacity.bufferMinutes })
      .onConflictDoNothing()
      .returning({ id: workshopSettings.id });
    if (inserted.length === 0) return false;
    if (capacity.closedDates.length > 0) {
      await tx
        .insert(closedDates)
        .values(capacity.closedDates.map((date) => ({ date })))
        .onConflictDoNothing();
    }
    return true;
  });
}
