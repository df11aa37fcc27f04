/**
 * Word lists for the bulk seed (seeds/bulk.ts). Each item's distinctive noun (calculator,
 * microscope, ...) appears in its title, description and tags only, so searching for it finds
 * about 1% of the listings. The shared phrases below avoid those nouns.
 */

export interface CatalogueCategory {
  /** A value of the listings.category CHECK constraint. */
  category: string;
  /** Sell prices and monthly rents are drawn in these bounds (rupees). */
  price: [number, number];
  /** 'Item name|tag,tag': the tags a seller would type. */
  items: string[];
}

export const catalogue: CatalogueCategory[] = [
  {
    category: 'textbooks',
    price: [150, 1500],
    items: [
      'HC Verma Concepts of Physics Vol 1|physics,jee,first-year',
      'Engineering Mathematics by BS Grewal|maths,engineering,semester-1',
      'Data Structures textbook by Cormen|cs,algorithms,cormen',
      'Organic Chemistry by Morrison and Boyd|chemistry,organic,reference',
      'Thermodynamics handbook by Cengel|mechanical,thermo,semester-3',
      'Microeconomics textbook by Pindyck|economics,humanities,elective',
      'Digital Electronics notes and workbook|ece,digital,notes',
      'GATE previous papers compilation|gate,exam-prep,papers',
      'Anatomy atlas by Netter|medical,anatomy,atlas',
      'Signals and Systems by Oppenheim|ece,signals,semester-4',
      'Fluid Mechanics by Modi and Seth|civil,fluids,semester-3',
      'Operating Systems dinosaur book|cs,os,galvin',
    ],
  },
  {
    category: 'lab-equipment',
    price: [100, 6000],
    items: [
      'Casio fx-991EX scientific calculator|calculator,casio,exams',
      'White lab coat size M|labcoat,chemistry,practicals',
      'Drafting board with mini drafter|drawing,drafter,first-year',
      'Vernier caliper in case|measuring,physics,workshop',
      'Arduino Uno starter kit|arduino,electronics,projects',
      'Digital multimeter|multimeter,ece,testing',
      'Student compound microscope|microscope,biology,optics',
      'Safety goggles and gloves set|goggles,safety,chemistry',
      'Soldering iron station|soldering,ece,projects',
      'Breadboard and jumper wire kit|breadboard,circuits,ece',
      'Engineering drawing instrument box|drawing,compass,first-year',
      'Raspberry Pi 4 with case|raspberrypi,iot,projects',
    ],
  },
  {
    category: 'electronics',
    price: [300, 45000],
    items: [
      'Dell Inspiron laptop 8GB RAM|laptop,dell,study',
      'iPad 9th generation with pencil|ipad,tablet,apple',
      'JBL Bluetooth speaker|speaker,music,jbl',
      'Sony noise cancelling headphones|headphones,sony,music',
      'Logitech wireless mouse and keyboard|mouse,keyboard,logitech',
      'Redmi Note smartphone 128GB|smartphone,redmi,android',
      '24 inch LG monitor|monitor,lg,display',
      'Kindle Paperwhite e-reader|kindle,ebook,reading',
      'Canon DSLR camera with kit lens|camera,canon,photography',
      'Mi power bank 20000mAh|powerbank,charging,travel',
      'Portable electric kettle|kettle,hostel,appliance',
      'TP-Link WiFi router|router,wifi,internet',
    ],
  },
  {
    category: 'furniture',
    price: [300, 12000],
    items: [
      'Study table with drawer|table,study,hostel',
      'Ergonomic office chair|chair,office,study',
      'Single bed mattress|mattress,bed,hostel',
      'Foldable bookshelf|bookshelf,storage,books',
      'LED study lamp|lamp,study,lighting',
      'Plastic cupboard with 4 shelves|cupboard,storage,hostel',
      'Bean bag XXL|beanbag,lounge,room',
      'Shoe rack|shoerack,storage,room',
      'Floor cushion set|cushion,seating,room',
      'Full length mirror|mirror,room,decor',
      'Clothes drying stand|drying,laundry,hostel',
      'Laptop bed desk|desk,laptop,bed',
    ],
  },
  {
    category: 'clothing',
    price: [150, 4000],
    items: [
      'Formal blazer size 40|blazer,formal,placements',
      'Winter jacket with hood|jacket,winter,warm',
      'College fest hoodie|hoodie,fest,merch',
      'Nike running shoes size 9|shoes,nike,sports',
      'Ethnic kurta set|kurta,ethnic,festive',
      'Formal trousers pack of 2|trousers,formal,office',
      'Saree for farewell|saree,farewell,festive',
      'Denim jeans 32 waist|jeans,denim,casual',
      'Raincoat with pants|raincoat,monsoon,rain',
      'Sports jersey of the college team|jersey,sports,team',
      'Woollen sweater|sweater,winter,woollen',
      'Leather formal shoes size 8|leather,formal,shoes',
    ],
  },
  {
    category: 'accessories',
    price: [100, 5000],
    items: [
      'American Tourister backpack|backpack,bag,college',
      'Titan analog wristwatch|watch,titan,analog',
      'Trolley suitcase medium|suitcase,travel,luggage',
      'Steel water bottle 1L|bottle,steel,hostel',
      'Ray-Ban sunglasses|sunglasses,rayban,summer',
      'Leather wallet|wallet,leather,gift',
      'Umbrella large|umbrella,monsoon,rain',
      'Laptop sleeve 15 inch|sleeve,laptop,protection',
      'Fitness band|fitnessband,health,tracker',
      'Cycle helmet|helmet,safety,cycling',
      'Desk organiser set|organiser,desk,stationery',
      'Yoga mat with strap|yoga,fitness,mat',
    ],
  },
  {
    category: 'gaming',
    price: [200, 35000],
    items: [
      'PlayStation 4 slim with two controllers|ps4,playstation,console',
      'Xbox wireless controller|xbox,controller,pc',
      'Nintendo Switch Lite|nintendo,switch,handheld',
      'Mechanical gaming keyboard|keyboard,mechanical,rgb',
      'Gaming headset with mic|headset,gaming,mic',
      'FIFA 23 PS4 disc|fifa,ps4,football',
      'Chess board tournament size|chess,board,tournament',
      'Monopoly board game|monopoly,boardgame,friends',
      'Gaming mouse 16000 DPI|mouse,gaming,rgb',
      'Carrom board full size|carrom,indoor,hostel',
      'Rubik cube set|rubik,puzzle,speedcubing',
      'VR headset for phones|vr,virtual-reality,phone',
    ],
  },
  {
    category: 'vehicles',
    price: [1000, 60000],
    items: [
      'Hero Sprint bicycle|bicycle,cycle,commute',
      'Geared bicycle 21 speed|bicycle,geared,commute',
      'Honda Activa scooter|scooter,honda,two-wheeler',
      'Electric scooter foldable|e-scooter,electric,commute',
      'Skateboard complete|skateboard,skating,fun',
      'Roller skates size 8|skates,skating,fun',
      'Bajaj Pulsar motorbike|motorbike,bajaj,two-wheeler',
      'Cycle lock and chain|lock,security,cycling',
      'Electric cycle with charger|e-cycle,electric,commute',
      'Kick scooter for campus|kickscooter,campus,commute',
      'Bike carrier rack|carrier,rack,two-wheeler',
      'TVS Jupiter scooter|scooter,tvs,two-wheeler',
    ],
  },
  {
    category: 'art-collectibles',
    price: [100, 8000],
    items: [
      'Acrylic paint set 24 colours|acrylic,paint,art',
      'Canvas boards pack of 10|canvas,painting,art',
      'Acoustic guitar with bag|guitar,acoustic,music',
      'Ukulele soprano|ukulele,music,strings',
      'Casio keyboard 61 keys|piano,casio,music',
      'Sketchbook and charcoal set|sketching,charcoal,art',
      'Vintage coin collection|coins,vintage,collection',
      'Handmade pottery vase|pottery,handmade,decor',
      'Calligraphy pen set|calligraphy,pens,lettering',
      'Framed movie posters|posters,movies,decor',
      'Violin 4/4 with bow|violin,music,strings',
      'Cajon drum box|cajon,percussion,music',
    ],
  },
  {
    category: 'other',
    price: [50, 3000],
    items: [
      'Hostel room cooler|cooler,summer,hostel',
      'Induction cooktop|induction,cooking,hostel',
      'Extension board 6 sockets|extension,power,hostel',
      'Dumbbells 5kg pair|dumbbells,gym,fitness',
      'Badminton racket pair with shuttles|badminton,sports,racket',
      'Cricket bat English willow|cricket,bat,sports',
      'Football size 5|football,sports,ground',
      'Tennis racket Wilson|tennis,wilson,sports',
      'Mosquito net for single bed|mosquitonet,hostel,bed',
      'Bucket and mug set|bucket,hostel,bathroom',
      'Wall clock|clock,decor,room',
      'Indoor plants with pots|plants,decor,green',
    ],
  },
];

/** What a title may start or end with. */
export const titlePrefixes = ['', '', '', 'Barely used', 'Almost new', 'Gently used', 'Well kept', 'Original', 'Like new', 'Sealed'];
export const titleSuffixes = ['', '', '', ' - urgent sale', ' for juniors', ' (price negotiable)', ' with box', ' in great shape'];

/** Sentences a description is built from (the item name is put in front by the seed). */
export const usage = [
  'Used for one semester only and kept with care.',
  'Bought last year, hardly used since.',
  'Works perfectly, no scratches or dents.',
  'A few signs of use but nothing that matters.',
  'All parts included, checked it this week.',
  'Kept in my room and always looked after.',
  'Comes with the original bill and box.',
  'Minor wear on the edges, otherwise spotless.',
];
export const reasons = [
  'Graduating this year, so it has to go.',
  'Moving out of the hostel next month.',
  'Upgraded to a newer one.',
  'Do not need it after my final exams.',
  'Got a second one as a gift.',
  'Clearing my room before the summer break.',
  'Changing my branch, so no use for it now.',
];
export const pickups = [
  'Pick up near the central library.',
  'Can hand over at the main gate in the evening.',
  'Available near Block C hostel after 6 pm.',
  'Meet at the food court any afternoon.',
  'Can drop it at your hostel on campus.',
  'Message me on WhatsApp to see it first.',
];
export const lendTerms = [
  'Happy to lend it for projects and fests.',
  'Please return it in the same condition.',
  'Can show how it works before you borrow it.',
  'Ideal for a short trip or a one-off need.',
];

export const firstNames = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Divya', 'Farhan',
  'Gaurav', 'Isha', 'Kabir', 'Kavya', 'Lakshmi', 'Manish', 'Meera', 'Nikhil', 'Neha', 'Pooja',
  'Rahul', 'Riya', 'Rohan', 'Sakshi', 'Sanjay', 'Shreya', 'Siddharth', 'Sneha', 'Tanvi', 'Varun',
  'Vikram', 'Zoya',
];
export const lastNames = [
  'Agarwal', 'Bose', 'Chatterjee', 'Das', 'Desai', 'Gupta', 'Iyer', 'Jain', 'Joshi', 'Kapoor',
  'Khan', 'Kumar', 'Menon', 'Mishra', 'Nair', 'Patel', 'Pillai', 'Rao', 'Reddy', 'Shah', 'Sharma',
  'Singh', 'Verma', 'Yadav',
];
export const anonymousNames = ['Hostel Senior', 'Final Year Student', 'Campus Seller', 'Quiet Neighbour'];
