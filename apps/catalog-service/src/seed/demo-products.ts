/** The demo catalogue: realistic products for Pakistani resellers; prices in whole rupees. */
export interface DemoProduct {
  name: string;
  shortName: string;
  category: string;
  wholesale: number;
  retail?: number;
  discounted?: number;
  planAccess: 'free' | 'premium';
  weightKg: number;
  stock: number;
  coinDiscount: number;
  description: string;
}

const p = (
  name: string,
  shortName: string,
  category: string,
  wholesale: number,
  opts: Partial<Omit<DemoProduct, 'name' | 'shortName' | 'category' | 'wholesale'>> & { description: string },
): DemoProduct => ({ planAccess: 'free', weightKg: 0.3, stock: 50, coinDiscount: 0, ...opts, name, shortName, category, wholesale });

export const DEMO_PRODUCTS: DemoProduct[] = [
  // electronics
  p('Wireless Bluetooth Earbuds Pro', 'Earbuds Pro', 'electronics', 1450, { retail: 2499, discounted: 1999, coinDiscount: 150, weightKg: 0.15, stock: 120, description: 'True wireless earbuds with noise isolation, 24-hour battery with the charging case and a USB-C port.' }),
  p('20000mAh Power Bank Fast Charge', 'Power Bank 20K', 'electronics', 2150, { retail: 3499, discounted: 2899, coinDiscount: 200, weightKg: 0.45, stock: 80, description: 'Dual-output power bank with 22.5W fast charging and an LED battery display. Charges a phone four times.' }),
  p('Smart Watch Series 8 Ultra', 'Smart Watch', 'electronics', 3200, { retail: 5499, discounted: 4599, coinDiscount: 300, weightKg: 0.2, stock: 40, description: 'Smart watch with heart-rate, SpO2, sleep tracking, call notifications and a 1.9 inch display.' }),
  p('65W GaN USB-C Fast Charger', 'GaN Charger', 'electronics', 1650, { planAccess: 'premium', weightKg: 0.12, stock: 60, description: 'Compact three-port GaN charger for laptops and phones with PD and QC 3.0.' }),
  p('Portable Bluetooth Speaker Bass+', 'BT Speaker', 'electronics', 1850, { retail: 2999, weightKg: 0.6, stock: 35, description: 'Waterproof speaker with deep bass, 12-hour playback and a built-in microphone.' }),
  p('Ring Light 18 inch with Stand', 'Ring Light', 'electronics', 2400, { retail: 3799, discounted: 3199, coinDiscount: 150, weightKg: 1.8, stock: 0, description: 'Dimmable LED ring light with a 7 ft tripod stand and phone holder for TikTok and live selling.' }),
  p('Mobile Phone Holder for Bikes', 'Bike Holder', 'electronics', 450, { weightKg: 0.2, stock: 200, description: 'Shock-proof aluminium phone mount for motorcycles and bicycles, fits 4.7 to 7 inch phones.' }),
  p('Type-C Braided Data Cable 1m', 'USB-C Cable', 'electronics', 180, { retail: 350, discounted: 299, coinDiscount: 20, weightKg: 0.05, stock: 500, description: 'Nylon braided 3A fast charging and data cable, tested for 10,000 bends.' }),
  p('Wireless Gaming Mouse RGB', 'Gaming Mouse', 'electronics', 1250, { planAccess: 'premium', weightKg: 0.15, stock: 45, description: 'Rechargeable wireless mouse with 4800 DPI and RGB lighting.' }),
  // clothing
  p('Embroidered Lawn Suit 3 Piece', 'Lawn Suit', 'clothing', 2800, { retail: 4500, discounted: 3900, coinDiscount: 250, weightKg: 0.7, stock: 60, description: 'Unstitched embroidered lawn shirt, printed chiffon dupatta and dyed cambric trouser.' }),
  p('Men Cotton Kurta Shalwar', 'Men Kurta', 'clothing', 2200, { retail: 3499, weightKg: 0.6, stock: 45, description: 'Stitched wash-and-wear cotton kurta shalwar in sizes S to XL.' }),
  p('Printed Khaddar Suit 2 Piece', 'Khaddar Suit', 'clothing', 2400, { retail: 3799, discounted: 3299, coinDiscount: 200, weightKg: 0.8, stock: 0, description: 'Winter khaddar shirt and trouser with digital print.' }),
  p('Ladies Chiffon Dupatta', 'Chiffon Dupatta', 'clothing', 650, { weightKg: 0.2, stock: 150, description: 'Lightweight chiffon dupatta with lace border in twelve colours.' }),
  p('Kids Eid Kurta Pajama Set', 'Kids Kurta', 'clothing', 1350, { retail: 2199, weightKg: 0.4, stock: 70, description: 'Boys kurta pajama with waistcoat, ages 2 to 12.' }),
  p('Premium Pashmina Shawl', 'Pashmina Shawl', 'clothing', 3900, { planAccess: 'premium', weightKg: 0.35, stock: 25, description: 'Soft pashmina blend shawl with hand embroidery from Swat.' }),
  // home
  p('Non-Stick Cookware Set 7 Pieces', 'Cookware Set', 'home', 5600, { retail: 8999, discounted: 7999, coinDiscount: 400, weightKg: 4.5, stock: 20, description: 'Granite-coated pots and frying pan with glass lids, suitable for gas and electric stoves.' }),
  p('Electric Hand Blender 3 in 1', 'Hand Blender', 'home', 2600, { retail: 4199, weightKg: 1.1, stock: 30, description: 'Stainless steel hand blender with chopper and whisk attachments.' }),
  p('Velvet Cushion Covers Set of 5', 'Cushion Covers', 'home', 950, { retail: 1599, discounted: 1399, coinDiscount: 80, weightKg: 0.5, stock: 90, description: 'Soft velvet 16x16 inch cushion covers with hidden zips.' }),
  p('Digital Kitchen Weighing Scale', 'Kitchen Scale', 'home', 750, { weightKg: 0.4, stock: 110, description: 'Weighs up to 10 kg in grams and ounces with a tare button.' }),
  p('LED Rechargeable Emergency Light', 'Emergency Light', 'home', 1150, { retail: 1899, weightKg: 0.6, stock: 0, description: 'Bright LED light for load-shedding with 8-hour backup.' }),
  p('Stainless Steel Water Bottle 1L', 'Steel Bottle', 'home', 550, { retail: 950, discounted: 850, coinDiscount: 50, weightKg: 0.35, stock: 140, description: 'Double-wall insulated bottle keeps water cold for 24 hours.' }),
  p('Bed Sheet King Size Cotton', 'King Bed Sheet', 'home', 2100, { planAccess: 'premium', weightKg: 1.4, stock: 40, description: 'Pure cotton king bed sheet with two pillow covers.' }),
  // beauty
  p('Vitamin C Face Serum 30ml', 'Vit C Serum', 'beauty', 650, { retail: 1199, discounted: 999, coinDiscount: 100, weightKg: 0.08, stock: 160, description: 'Brightening serum with vitamin C and hyaluronic acid for all skin types.' }),
  p('Herbal Hair Oil Onion 200ml', 'Onion Hair Oil', 'beauty', 420, { retail: 799, weightKg: 0.25, stock: 180, description: 'Onion and black seed hair oil for stronger roots and less hair fall.' }),
  p('Matte Lipstick Set of 6', 'Lipstick Set', 'beauty', 900, { retail: 1499, discounted: 1299, coinDiscount: 80, weightKg: 0.12, stock: 75, description: 'Long-lasting matte lipsticks in six everyday shades.' }),
  p('Professional Hair Straightener', 'Hair Straightener', 'beauty', 1900, { retail: 3199, weightKg: 0.5, stock: 0, description: 'Ceramic plates, adjustable temperature and a 360 degree swivel cord.' }),
  p('Organic Mehndi Cones Pack of 12', 'Mehndi Cones', 'beauty', 380, { weightKg: 0.3, stock: 220, description: 'Natural henna cones for a dark stain, free of chemicals.' }),
  p('Luxury Perfume Oud 100ml', 'Oud Perfume', 'beauty', 2700, { planAccess: 'premium', weightKg: 0.3, stock: 30, description: 'Long-lasting oud fragrance in a gift box.' }),
  // food
  p('Pink Himalayan Salt 1kg', 'Pink Salt', 'food', 180, { retail: 320, weightKg: 1.0, stock: 300, description: 'Fine-grain pink salt from Khewra, food grade.' }),
  p('Pure Sidr Honey 500g', 'Sidr Honey', 'food', 1400, { retail: 2299, discounted: 1999, coinDiscount: 150, weightKg: 0.6, stock: 55, description: 'Raw sidr honey from the hills of Karak.' }),
  p('Dry Fruit Mix Premium 1kg', 'Dry Fruit Mix', 'food', 3400, { planAccess: 'premium', weightKg: 1.0, stock: 25, description: 'Almonds, cashews, pistachios, raisins and walnuts.' }),
  // toys
  p('Remote Control Racing Car', 'RC Car', 'toys', 1600, { retail: 2699, weightKg: 0.8, stock: 35, description: 'Rechargeable 1:18 RC car with 2.4 GHz remote.' }),
  p('Building Blocks 500 Pieces', 'Building Blocks', 'toys', 1100, { retail: 1899, discounted: 1599, coinDiscount: 100, weightKg: 0.9, stock: 50, description: 'Creative building bricks compatible with major brands.' }),
  // sports
  p('Hard Ball Cricket Bat English Willow', 'Cricket Bat', 'sports', 6500, { retail: 9999, weightKg: 1.3, stock: 15, description: 'Grade 2 English willow bat, Sialkot-made, with cover.' }),
  p('Yoga Mat 6mm Anti-Slip', 'Yoga Mat', 'sports', 950, { retail: 1699, discounted: 1499, coinDiscount: 100, weightKg: 1.0, stock: 60, description: 'Thick TPE mat with carry strap.' }),
  p('Adjustable Dumbbells 10kg Pair', 'Dumbbells 10kg', 'sports', 3800, { planAccess: 'premium', weightKg: 10, stock: 12, description: 'Chrome dumbbell set with spinlock collars.' }),
  // jewelry
  p('Kundan Bridal Jewellery Set', 'Kundan Set', 'jewelry', 2900, { retail: 4999, discounted: 4299, coinDiscount: 300, weightKg: 0.3, stock: 20, description: 'Necklace, earrings and tikka with kundan stones and pearls.' }),
  p('Silver Plated Bangles Set', 'Bangles Set', 'jewelry', 850, { weightKg: 0.2, stock: 80, description: 'Set of 12 bangles with antique finish.' }),
  // baby
  p('Baby Diaper Bag Multi-Pocket', 'Diaper Bag', 'baby', 1750, { retail: 2899, weightKg: 0.7, stock: 30, description: 'Waterproof backpack with insulated bottle pockets and a changing pad.' }),
  p('Newborn Cotton Romper Pack of 3', 'Baby Rompers', 'baby', 900, { retail: 1499, discounted: 1299, coinDiscount: 80, weightKg: 0.3, stock: 65, description: 'Soft cotton rompers for 0 to 12 months.' }),
  // health
  p('Digital Blood Pressure Monitor', 'BP Monitor', 'health', 3600, { retail: 5499, weightKg: 0.6, stock: 25, description: 'Automatic upper-arm monitor with memory for two users.' }),
  p('Infrared Thermometer Non-Contact', 'IR Thermometer', 'health', 1300, { planAccess: 'premium', weightKg: 0.2, stock: 40, description: 'One-second forehead reading with fever alarm.' }),
  // automotive, pets, garden, furniture, books
  p('Car Vacuum Cleaner 120W', 'Car Vacuum', 'automotive', 1700, { retail: 2799, weightKg: 1.0, stock: 30, description: 'Handheld car vacuum with a 4 m cable for the cigarette lighter socket.' }),
  p('Cat Food Chicken 1.2kg', 'Cat Food', 'pets', 1250, { retail: 1899, weightKg: 1.2, stock: 45, description: 'Complete dry food for adult cats.' }),
  p('Garden Hose Pipe 15m with Nozzle', 'Hose Pipe', 'garden', 1450, { retail: 2299, weightKg: 1.6, stock: 0, description: 'Flexible hose with a seven-pattern spray nozzle.' }),
  p('Foldable Laptop Table', 'Laptop Table', 'furniture', 1300, { retail: 2199, discounted: 1899, coinDiscount: 120, weightKg: 2.0, stock: 40, description: 'Wooden bed table with foldable legs and a cup holder.' }),
  p('Quran Majeed with Urdu Translation', 'Quran Urdu', 'books', 1100, { retail: 1699, weightKg: 1.2, stock: 35, description: 'Hardbound with word-by-word Urdu translation.' }),
];

/** Gifts: premium-only products (their wholesale price is public "Worth"). Thresholds in rupees. */
export const DEMO_OFFERS = [
  {
    name: 'Free Gift over Rs. 2,160',
    description: 'Order above Rs. 2,160 and choose one free gift for your customer.',
    threshold: 2160,
    maxUnits: 1,
    products: ['Wireless Gaming Mouse RGB', 'Infrared Thermometer Non-Contact', '65W GaN USB-C Fast Charger'],
  },
  {
    name: 'Mega Gift over Rs. 5,000',
    description: 'Big orders get a premium gift worth up to Rs. 3,900.',
    threshold: 5000,
    maxUnits: 1,
    products: ['Premium Pashmina Shawl', 'Luxury Perfume Oud 100ml', 'Wireless Gaming Mouse RGB'],
  },
] as const;
