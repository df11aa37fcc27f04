// What the demo's students sell and lend: sixty listings over every category.

export interface DemoListing {
  /** The seller (seeds/demo/people.ts key). */
  by: string;
  category: string;
  title: string;
  description: string;
  condition: 'new' | 'like-new' | 'good' | 'fair' | 'poor';
  /** A sell listing's price, or a lend listing's rate: [amount, duration, deposit?]. */
  price?: number;
  rent?: [number, 'hour' | 'day' | 'week' | 'month', number?];
  /** Product age: [years, months]. */
  age: [number, number];
  tags: string[];
  /** Posted this many days ago (fractions are hours). */
  days: number;
  pictures: 1 | 2 | 3 | 4;
  boosted?: boolean;
  sold?: boolean;
  anonymousAs?: string;
  /** Where to meet, near the campus. */
  at?: [number, number];
}

const LIBRARY: [number, number] = [12.9719, 77.5937];
const NORTH_GATE: [number, number] = [12.9748, 77.5952];
const HOSTEL_C: [number, number] = [12.9701, 77.5966];

export const listings: DemoListing[] = [
  // Textbooks
  { by: 'priya', category: 'textbooks', title: 'Engineering Mechanics by S. Timoshenko', description: 'Fifth edition, a few pencil notes in the first three chapters, otherwise clean. Exactly what the first-year ME101 course follows.', condition: 'good', price: 320, age: [1, 4], tags: ['ME101', 'first year', 'mechanics'], days: 3, pictures: 2 },
  { by: 'rahul', category: 'textbooks', title: 'Introduction to Algorithms (CLRS), 3rd edition', description: 'The classic CLRS, hardcover, no highlighting. Got me through DSA and placement prep. Comes with my handwritten list of must-do chapters.', condition: 'like-new', price: 850, age: [2, 0], tags: ['CLRS', 'DSA', 'placements', 'CSE'], days: 1.2, pictures: 3, boosted: true },
  { by: 'divya', category: 'textbooks', title: 'HC Verma Concepts of Physics, both volumes', description: 'Volume 1 and 2 together. Some solved problems marked with a pencil tick. Good for first-year physics and for anyone revising.', condition: 'fair', price: 400, age: [3, 0], tags: ['physics', 'HC Verma', 'first year'], days: 6, pictures: 2 },
  { by: 'sneha', category: 'textbooks', title: 'Lehninger Principles of Biochemistry', description: 'Seventh edition, international print. Cover slightly bent at one corner, pages spotless. Saves you a trip to the library queue.', condition: 'good', price: 1200, age: [2, 6], tags: ['biochemistry', 'biotech', 'Lehninger'], days: 9, pictures: 1 },
  { by: 'fatima', category: 'textbooks', title: 'Norton Anthology of English Literature, Vol. D', description: 'Romantic period volume with my margin notes on Keats and Shelley (some people find them useful). Lending for the semester if you prefer.', condition: 'good', rent: [150, 'month', 500], age: [1, 8], tags: ['literature', 'Norton', 'romantics'], days: 12, pictures: 1 },
  { by: 'aditya', category: 'textbooks', title: 'Digital Design by Morris Mano', description: 'Fifth edition with the solutions appendix intact. Needed for ECE201 digital electronics; a couple of pages are dog-eared.', condition: 'fair', price: 280, age: [2, 2], tags: ['ECE201', 'digital', 'Mano'], days: 15, pictures: 2, sold: true },
  { by: 'kabir', category: 'textbooks', title: 'GATE Civil previous papers, 2010 to 2024', description: 'Bound set of solved GATE civil papers with short notes. Borrow it for a month while you prepare, deposit back when you return it.', condition: 'good', rent: [100, 'month', 300], age: [0, 10], tags: ['GATE', 'civil', 'exam prep'], days: 4.5, pictures: 1 },

  // Lab equipment
  { by: 'priya', category: 'lab-equipment', title: 'Omega mini drafter with case', description: 'Mini drafter for engineering drawing, all scales and the clamp included, in its original case. Used for one semester only.', condition: 'like-new', price: 650, age: [0, 8], tags: ['drafter', 'ED', 'first year'], days: 2.3, pictures: 3 },
  { by: 'sneha', category: 'lab-equipment', title: 'Lab coat (M) and safety goggles', description: 'White cotton lab coat, size M, washed and ironed, plus anti-fog goggles. Both required in chemistry and biology labs from week one.', condition: 'good', price: 350, age: [1, 0], tags: ['lab coat', 'goggles', 'chemistry lab'], days: 5, pictures: 2 },
  { by: 'aditya', category: 'lab-equipment', title: 'Arduino Uno starter kit with sensors', description: 'Genuine Uno board, breadboard, jumper wires, ultrasonic, IR and temperature sensors, servo and a 9 V adapter. Everything for a mini project.', condition: 'good', price: 1400, age: [1, 2], tags: ['Arduino', 'sensors', 'mini project', 'ECE'], days: 0.4, pictures: 4, boosted: true },
  { by: 'aditya', category: 'lab-equipment', title: 'Soldering station, 60 W, temperature control', description: 'Adjustable soldering station with two spare tips, stand and sponge. Borrow it for your project weekend; bring it back clean.', condition: 'good', rent: [80, 'day', 500], age: [1, 6], tags: ['soldering', 'electronics lab', 'project'], days: 7, pictures: 2 },
  { by: 'meera', category: 'lab-equipment', title: 'Architecture drafting set with T-square', description: 'T-square, set squares, French curves and a clutch pencil set. I lend it by the week during jury submissions, deposit refunded on return.', condition: 'good', rent: [200, 'week', 800], age: [2, 0], tags: ['drafting', 'architecture', 'jury'], days: 10, pictures: 3 },
  { by: 'divya', category: 'lab-equipment', title: 'Titration burette and pipette set', description: 'Borosilicate 50 ml burette, 25 ml pipette, stand clamp and a wash bottle. Rinsed and stored in a padded box.', condition: 'like-new', price: 450, age: [0, 5], tags: ['chemistry', 'titration', 'glassware'], days: 13, pictures: 1 },

  // Electronics
  { by: 'priya', category: 'electronics', title: 'Casio fx-991ES Plus calculator', description: 'The exam-approved scientific calculator, works perfectly, new battery last month. Selling because I bought the ClassWiz.', condition: 'good', price: 700, age: [1, 10], tags: ['calculator', 'Casio', 'exams'], days: 26, pictures: 2 },
  { by: 'rahul', category: 'electronics', title: 'Dell 24-inch monitor (P2419H)', description: 'Full HD IPS monitor with stand and HDMI cable. No dead pixels. Makes coding in the hostel room a lot nicer; pick up from Hostel C.', condition: 'like-new', price: 7500, age: [2, 0], tags: ['monitor', 'Dell', 'hostel setup'], days: 2, pictures: 3, boosted: true, at: HOSTEL_C },
  { by: 'rohan', category: 'electronics', title: 'Canon EOS 1500D with 18-55 mm lens', description: 'DSLR with kit lens, 32 GB card, two batteries and a bag. Borrow it for fests, trips or your film project. Please handle with care.', condition: 'like-new', rent: [350, 'day', 3000], age: [1, 6], tags: ['camera', 'DSLR', 'Canon', 'photography'], days: 1, pictures: 4 },
  { by: 'vikram', category: 'electronics', title: 'JBL Flip 5 Bluetooth speaker', description: 'Loud, waterproof and lasts a whole party on one charge. Minor scratches on the grille. Charging cable included.', condition: 'good', price: 4200, age: [2, 3], tags: ['speaker', 'JBL', 'bluetooth'], days: 8, pictures: 2 },
  { by: 'kabir', category: 'electronics', title: 'Mi Power Bank 20000 mAh', description: 'Fast-charging power bank, charges a phone four times. Slight discolouration on the back, works like new.', condition: 'fair', price: 900, age: [2, 6], tags: ['power bank', 'Mi', 'travel'], days: 14, pictures: 1, sold: true },
  { by: 'ananya', category: 'electronics', title: 'Epson projector for club screenings', description: '3LCD projector, 3300 lumens, HDMI and VGA cables and a remote. Lend it to your club for movie nights or presentations.', condition: 'good', rent: [500, 'day', 2000], age: [3, 0], tags: ['projector', 'events', 'club'], days: 11, pictures: 2 },
  { by: 'aditya', category: 'electronics', title: 'Raspberry Pi 4 (4 GB) with case and fan', description: 'Pi 4 Model B, official power supply, aluminium case with fan and a 64 GB SD card with Raspberry Pi OS ready to boot.', condition: 'like-new', price: 5200, age: [1, 0], tags: ['Raspberry Pi', 'IoT', 'project'], days: 17, pictures: 3 },

  // Furniture
  { by: 'ananya', category: 'furniture', title: 'Study table with drawer', description: 'Engineered wood study table, 100 x 55 cm, one drawer and a cable hole. Sturdy, a few marks on the top. Easy to carry with two people.', condition: 'good', price: 2200, age: [1, 6], tags: ['study table', 'hostel', 'moving out'], days: 3.5, pictures: 3, boosted: true },
  { by: 'ananya', category: 'furniture', title: 'Ergonomic office chair', description: 'Mesh back, adjustable height and armrests, smooth wheels. Saved my back during exam season. Pick up from the MBA hostel.', condition: 'like-new', price: 3500, age: [1, 0], tags: ['chair', 'ergonomic', 'study'], days: 5.5, pictures: 2 },
  { by: 'vikram', category: 'furniture', title: 'Foldable bookshelf, 4 tiers', description: 'Metal frame with wooden shelves, folds flat for moving. Holds all your semester books and then some.', condition: 'good', price: 900, age: [2, 0], tags: ['bookshelf', 'foldable', 'storage'], days: 9.5, pictures: 1 },
  { by: 'fatima', category: 'furniture', title: 'Bean bag (XL) with filling', description: 'Brown faux-leather bean bag, XL, refilled last term. The comfiest seat in any hostel room, washable cover.', condition: 'good', price: 1100, age: [1, 3], tags: ['bean bag', 'hostel room', 'comfort'], days: 16, pictures: 2 },
  { by: 'kabir', category: 'furniture', title: 'Single mattress, 4 inch foam', description: 'Foam mattress for a hostel cot, with a new cover. Used one year, no sagging. Only pickup near the north gate.', condition: 'fair', price: 1500, age: [1, 0], tags: ['mattress', 'hostel', 'single bed'], days: 19, pictures: 1, at: NORTH_GATE },
  { by: 'meera', category: 'furniture', title: 'LED desk lamp with USB charging', description: 'Three brightness levels, warm and cool light, flexible neck and a USB port for your phone. I lend it by the week for late-night studio and jury weeks.', condition: 'like-new', rent: [50, 'week', 300], age: [0, 9], tags: ['lamp', 'desk', 'LED'], days: 0.8, pictures: 2 },

  // Clothing
  { by: 'fatima', category: 'clothing', title: 'Cotton kurtis, set of three (M)', description: 'Three printed cotton kurtis, size M, worn a few times. Fresh colours, no fading. Great for college days and fests.', condition: 'like-new', price: 900, age: [0, 6], tags: ['kurti', 'ethnic', 'size M'], days: 2.6, pictures: 3 },
  { by: 'vikram', category: 'clothing', title: 'Formal blazer for placements (40)', description: 'Navy single-breasted blazer, size 40, dry-cleaned. Borrow it for your interview day; I lend it by the day.', condition: 'like-new', rent: [150, 'day', 1000], age: [1, 0], tags: ['blazer', 'formal', 'placements', 'interview'], days: 4, pictures: 2 },
  { by: 'kabir', category: 'clothing', title: 'Decathlon winter jacket (L)', description: 'Warm padded jacket, size L, water repellent. Used on one Manali trip. Perfect for the industrial visit in December.', condition: 'good', price: 1300, age: [1, 9], tags: ['jacket', 'winter', 'trip'], days: 7.5, pictures: 2 },
  { by: 'priya', category: 'clothing', title: 'Fest T-shirts, set of two (S)', description: 'Two official fest T-shirts from last year, size S, worn once each. Collectors and latecomers welcome.', condition: 'like-new', price: 250, age: [1, 0], tags: ['fest', 'T-shirt', 'merch'], days: 18, pictures: 1, sold: true },
  { by: 'sneha', category: 'clothing', title: 'Saree for the farewell (lend)', description: 'Silk blend saree in deep green with a golden border, with a stitched blouse (size 36). Lending for farewell and cultural night.', condition: 'like-new', rent: [300, 'day', 1500], age: [1, 0], tags: ['saree', 'farewell', 'ethnic'], days: 10.5, pictures: 3 },
  { by: 'rohan', category: 'clothing', title: 'Running shoes, Nike Revolution (UK 9)', description: 'Lightweight running shoes, UK 9, used for three months on the track. Cleaned, soles in good shape.', condition: 'good', price: 1600, age: [0, 8], tags: ['shoes', 'Nike', 'running'], days: 20, pictures: 2 },

  // Accessories
  { by: 'meera', category: 'accessories', title: 'Fastrack analog watch', description: 'Leather strap, white dial, runs perfectly, new battery. Gift that I never got used to wearing.', condition: 'like-new', price: 1100, age: [0, 10], tags: ['watch', 'Fastrack', 'gift'], days: 1.8, pictures: 2 },
  { by: 'rahul', category: 'accessories', title: 'Laptop backpack, Wildcraft 35 L', description: 'Padded laptop sleeve up to 15.6 inches, rain cover, many pockets. Carried it through four years, zips all fine.', condition: 'fair', price: 600, age: [3, 0], tags: ['backpack', 'laptop bag', 'Wildcraft'], days: 6.5, pictures: 2 },
  { by: 'divya', category: 'accessories', title: 'Umbrella and raincoat combo', description: 'Large foldable umbrella plus a hooded raincoat (M). Monsoon sorted for the walk between hostel and labs.', condition: 'good', price: 350, age: [1, 0], tags: ['monsoon', 'umbrella', 'raincoat'], days: 12.5, pictures: 1 },
  { by: 'ananya', category: 'accessories', title: 'Travel trolley bag, medium', description: 'Hard-shell trolley, 65 cm, four spinner wheels and a number lock. Lending it for trips home or internships.', condition: 'good', rent: [250, 'week', 1000], age: [2, 0], tags: ['trolley', 'travel', 'luggage'], days: 8.5, pictures: 2 },
  { by: 'fatima', category: 'accessories', title: 'Handmade bookmarks, pack of ten', description: 'Hand-painted watercolour bookmarks, laminated, each one different. A small gift for the reader friend in your life.', condition: 'new', price: 150, age: [0, 1], tags: ['handmade', 'bookmarks', 'gift'], days: 0.3, pictures: 3 },
  { by: 'vikram', category: 'accessories', title: 'Gym gloves and skipping rope', description: 'Padded gym gloves (L) and a steel-wire skipping rope with counter. Graduating, so the gym gear must go.', condition: 'good', price: 300, age: [1, 2], tags: ['gym', 'fitness', 'gloves'], days: 15.5, pictures: 1 },

  // Gaming
  { by: 'kabir', category: 'gaming', title: 'PS4 Slim 1 TB with two controllers', description: 'PlayStation 4 Slim, 1 TB, two DualShock controllers and four game discs (FIFA 23, GTA V, Spider-Man, Uncharted 4).', condition: 'good', price: 16500, age: [3, 0], tags: ['PS4', 'PlayStation', 'console', 'FIFA'], days: 2.1, pictures: 4 },
  { by: 'kabir', category: 'gaming', title: 'Nintendo Switch for the weekend', description: 'Switch with Mario Kart 8 and Smash Bros. Borrow it for a weekend of hostel tournaments. Deposit refunded on return.', condition: 'like-new', rent: [400, 'day', 5000], age: [1, 0], tags: ['Nintendo', 'Switch', 'Mario Kart'], days: 5.2, pictures: 2 },
  { by: 'rahul', category: 'gaming', title: 'Mechanical keyboard, Redragon K552', description: 'Tenkeyless mechanical keyboard with red switches and RGB lighting. All keys work, keycap puller included.', condition: 'good', price: 1800, age: [2, 0], tags: ['keyboard', 'mechanical', 'RGB'], days: 9.8, pictures: 2 },
  { by: 'priya', category: 'gaming', title: 'PS4 controller (DualShock 4) to borrow', description: 'A spare black DualShock 4, charges over micro USB. Borrow it by the day for hostel FIFA nights.', condition: 'good', rent: [50, 'day'], age: [2, 0], tags: ['PS4', 'controller', 'FIFA night'], days: 11, pictures: 1 },
  { by: 'rohan', category: 'gaming', title: 'Chess board, tournament size, with clock', description: 'Roll-up vinyl board, weighted plastic pieces and a digital chess clock. Used at the chess club; everything complete.', condition: 'good', price: 950, age: [1, 5], tags: ['chess', 'board games', 'clock'], days: 17.5, pictures: 2 },
  { by: 'aditya', category: 'gaming', title: 'Logitech G102 gaming mouse', description: 'Lightweight gaming mouse with adjustable DPI and RGB. Feet replaced recently, tracks perfectly.', condition: 'like-new', price: 800, age: [1, 0], tags: ['mouse', 'Logitech', 'gaming'], days: 20.5, pictures: 1, sold: true },

  // Vehicles
  { by: 'priya', category: 'vehicles', title: 'Hero Sprint cycle, weekends only', description: 'Geared city cycle with a basket and a lock. I lend it on Saturdays and Sundays; bring it back with air in the tyres.', condition: 'good', rent: [60, 'day', 500], age: [2, 0], tags: ['cycle', 'weekend', 'campus ride'], days: 4.2, pictures: 3, at: LIBRARY },
  { by: 'vikram', category: 'vehicles', title: 'Honda Activa 5G, 2019, well kept', description: 'Single owner, 18,000 km, serviced every three months, insurance valid till March. Papers ready for transfer.', condition: 'good', price: 42000, age: [5, 0], tags: ['scooter', 'Activa', 'Honda'], days: 3, pictures: 4, boosted: true },
  { by: 'kabir', category: 'vehicles', title: 'Btwin Rockrider mountain bike', description: '21-speed mountain bike with front suspension, disc brakes and a bottle holder. Great for the hill road to the north gate.', condition: 'good', price: 8500, age: [2, 6], tags: ['MTB', 'Btwin', 'cycle'], days: 8, pictures: 3, at: NORTH_GATE },
  { by: 'rohan', category: 'vehicles', title: 'Electric scooter by the hour', description: 'Foldable e-scooter, 25 km range, helmet included. Rent it by the hour to get across campus between back-to-back classes.', condition: 'like-new', rent: [40, 'hour', 1500], age: [0, 11], tags: ['e-scooter', 'electric', 'commute'], days: 6.1, pictures: 2 },
  { by: 'divya', category: 'vehicles', title: 'Ladies cycle with basket', description: 'Single-speed cycle with a front basket and a carrier. Smooth brakes, new chain last month.', condition: 'fair', price: 2500, age: [4, 0], tags: ['cycle', 'basket', 'ladies'], days: 14.5, pictures: 2 },

  // Art and collectibles
  { by: 'meera', category: 'art-collectibles', title: 'Winsor & Newton watercolour set, 24 half pans', description: 'Cotman watercolour set with two brushes and a mixing palette, about 70% left in most pans. Great for sketching trips.', condition: 'good', price: 1200, age: [1, 0], tags: ['watercolour', 'painting', 'art supplies'], days: 1.5, pictures: 3 },
  { by: 'meera', category: 'art-collectibles', title: 'Wooden easel, A-frame', description: 'Adjustable A-frame easel that holds canvases up to 90 cm. Lending it by the month for the painting elective.', condition: 'good', rent: [300, 'month', 800], age: [2, 0], tags: ['easel', 'painting', 'elective'], days: 13.5, pictures: 2 },
  { by: 'fatima', category: 'art-collectibles', title: 'Vintage postcards from Indian cities', description: 'Forty postcards from the 1990s: Mumbai, Kolkata, Jaipur, Mysuru and more. Lovely for a wall collage or a collector.', condition: 'fair', price: 600, age: [25, 0], tags: ['postcards', 'vintage', 'collectibles'], days: 7.2, pictures: 4 },
  { by: 'rahul', category: 'art-collectibles', title: 'Framed movie posters, set of three', description: 'Interstellar, Dangal and Inception posters in A3 black frames. Instant hostel room makeover.', condition: 'like-new', price: 900, age: [1, 0], tags: ['posters', 'decor', 'movies'], days: 16.5, pictures: 2 },
  { by: 'sneha', category: 'art-collectibles', title: 'Acoustic guitar, Yamaha F310', description: 'Yamaha F310 with a padded gig bag, capo and spare strings. Slight scratch near the sound hole; sounds lovely.', condition: 'good', price: 6000, age: [3, 0], tags: ['guitar', 'Yamaha', 'music'], days: 0.9, pictures: 3 },

  // Other
  { by: 'ananya', category: 'other', title: 'Mini fridge, 50 L', description: 'Compact fridge, perfect for a hostel room. Cools well, a little noisy at night. Leaving campus, so it must go.', condition: 'good', price: 5500, age: [2, 0], tags: ['fridge', 'hostel', 'appliance'], days: 2.8, pictures: 2 },
  { by: 'vikram', category: 'other', title: 'Electric kettle, 1.5 L', description: 'Stainless steel kettle with auto shut-off. Maggi at 2 am, tea before the 8 am lab: it has seen it all.', condition: 'fair', price: 400, age: [2, 0], tags: ['kettle', 'hostel', 'kitchen'], days: 5.8, pictures: 1 },
  { by: 'aditya', category: 'other', title: 'Badminton rackets (pair) and shuttles', description: 'Two Yonex rackets with covers and a tube of feather shuttles. Lend them for an evening on the courts.', condition: 'good', rent: [30, 'hour'], age: [1, 6], tags: ['badminton', 'sports', 'Yonex'], days: 3.9, pictures: 2 },
  { by: 'rohan', category: 'other', title: 'Camping tent for two', description: 'Two-person dome tent with rain fly and pegs, packs into a small bag. Borrow it for the trekking club trip.', condition: 'good', rent: [200, 'day', 1000], age: [2, 0], tags: ['tent', 'camping', 'trek'], days: 9.2, pictures: 3 },
  { by: 'divya', category: 'other', title: 'Yoga mat with strap', description: 'Six mm anti-slip yoga mat, purple, with a carry strap. Used for one semester of morning yoga.', condition: 'like-new', price: 450, age: [0, 7], tags: ['yoga', 'fitness', 'mat'], days: 19.5, pictures: 1, anonymousAs: 'Hostel D student' },
  { by: 'sneha', category: 'other', title: 'Induction cooktop', description: 'Prestige induction cooktop with a pan that works on it. Ideal for PG kitchens. Works perfectly.', condition: 'good', price: 1500, age: [2, 0], tags: ['induction', 'cooking', 'PG'], days: 21, pictures: 2 },
];
