// What the demo's students are looking for: fifteen item requests.

export interface DemoRequest {
  by: string;
  category: string;
  title: string;
  description: string;
  requestType: 'buy' | 'rent';
  priceRange: 'under-500' | '500-1000' | '1000-2000' | '2000-5000' | '5000-10000' | 'over-10000' | 'negotiable';
  condition: 'new' | 'like-new' | 'good' | 'fair' | 'poor' | 'any';
  /** The oldest acceptable item, [years, months]; none means any age. */
  maxAge?: [number, number];
  tags: string[];
  urgency: 'low' | 'medium' | 'high';
  days: number;
  /** A picture of the kind of thing wanted. */
  picture?: boolean;
  anonymousAs?: string;
  at?: [number, number];
}

export const requests: DemoRequest[] = [
  { by: 'priya', category: 'textbooks', title: 'Looking for Thermodynamics by P.K. Nag', description: 'Need the latest edition of Nag for ME203 this semester. Happy with pencil marks, just no missing pages.', requestType: 'buy', priceRange: 'under-500', condition: 'fair', maxAge: [4, 0], tags: ['ME203', 'thermodynamics', 'Nag'], urgency: 'high', days: 1.5, picture: true },
  { by: 'priya', category: 'electronics', title: 'Need a graphing calculator for one week', description: 'Want to borrow a TI-84 or a Casio graphing calculator for the numerical methods lab exam next week.', requestType: 'rent', priceRange: 'under-500', condition: 'any', tags: ['calculator', 'graphing', 'lab exam'], urgency: 'medium', days: 4 },
  { by: 'priya', category: 'roommate-housing', title: 'Want a study desk for my new room', description: 'Shifting to a bigger room in Hostel C. Any sturdy desk under a metre wide would do, I can pick it up myself.', requestType: 'buy', priceRange: '1000-2000', condition: 'good', tags: ['desk', 'hostel', 'furniture'], urgency: 'low', days: 9 },
  { by: 'divya', category: 'textbooks', title: 'Organic Chemistry by Clayden', description: 'Searching for Clayden, second edition. Will also take the older edition if the price is fair.', requestType: 'buy', priceRange: '1000-2000', condition: 'good', maxAge: [6, 0], tags: ['chemistry', 'Clayden', 'organic'], urgency: 'medium', days: 2.2, picture: true },
  { by: 'rohan', category: 'electronics', title: 'Tripod for a DSLR, for the fest', description: 'Need a sturdy tripod that holds a DSLR with a telephoto lens for three days of the cultural fest.', requestType: 'rent', priceRange: 'under-500', condition: 'good', tags: ['tripod', 'photography', 'fest'], urgency: 'high', days: 0.6, picture: true },
  { by: 'ananya', category: 'furniture', title: 'Small shoe rack', description: 'A small shoe rack for my room, three or four shelves. Metal or plastic, anything that does not wobble.', requestType: 'buy', priceRange: 'under-500', condition: 'any', tags: ['shoe rack', 'storage'], urgency: 'low', days: 6 },
  { by: 'kabir', category: 'gaming', title: 'FIFA 24 disc for PS4', description: 'Looking to buy or swap for FIFA 23. Disc should be scratch-free and the case would be nice.', requestType: 'buy', priceRange: '1000-2000', condition: 'like-new', maxAge: [1, 0], tags: ['FIFA 24', 'PS4', 'game'], urgency: 'medium', days: 3.3, picture: true },
  { by: 'sneha', category: 'lab-equipment', title: 'Micropipette set for a project', description: 'Need 10-100 and 100-1000 microlitre micropipettes for my summer project for about a month. Will take good care.', requestType: 'rent', priceRange: '500-1000', condition: 'good', tags: ['micropipette', 'biotech', 'project'], urgency: 'high', days: 1.1, picture: true },
  { by: 'aditya', category: 'electronics', title: 'Digital multimeter', description: 'Any reliable digital multimeter with continuity buzzer. Mine died in the middle of project week.', requestType: 'buy', priceRange: '500-1000', condition: 'any', tags: ['multimeter', 'ECE', 'project'], urgency: 'high', days: 0.3, picture: true },
  { by: 'fatima', category: 'clothing', title: 'Costume for the drama club play', description: 'Need a Victorian-style long coat or gown for our play in two weeks. Borrowing is perfect, will dry-clean before returning.', requestType: 'rent', priceRange: '500-1000', condition: 'good', tags: ['costume', 'drama club', 'play'], urgency: 'medium', days: 5, picture: true },
  { by: 'vikram', category: 'vehicles', title: 'Helmet, ISI marked, medium', description: 'Looking for a full-face ISI helmet, size M, for the new owner of my scooter. Must not have been in a fall.', requestType: 'buy', priceRange: '500-1000', condition: 'good', maxAge: [2, 0], tags: ['helmet', 'ISI', 'safety'], urgency: 'low', days: 12, picture: true },
  { by: 'meera', category: 'art-collectibles', title: 'Canvas boards A3, any brand', description: 'Need eight to ten A3 canvas boards for the jury. New or unused leftovers both fine.', requestType: 'buy', priceRange: 'under-500', condition: 'new', maxAge: [0, 0], tags: ['canvas', 'painting', 'jury'], urgency: 'medium', days: 7.5 },
  { by: 'rahul', category: 'other', title: 'Extension board with surge protection', description: 'Need a four-socket extension board with a long cable and surge protection for the hostel room.', requestType: 'buy', priceRange: 'under-500', condition: 'any', tags: ['extension board', 'hostel', 'electricals'], urgency: 'low', days: 10.5 },
  { by: 'divya', category: 'accessories', title: 'Sling bag for daily classes', description: 'Something light that fits a tablet and a couple of notebooks. Prefer dark colours, no torn straps.', requestType: 'buy', priceRange: '500-1000', condition: 'good', tags: ['sling bag', 'daily use'], urgency: 'low', days: 14, anonymousAs: 'First-year chemist' },
  { by: 'kabir', category: 'roommate-housing', title: 'Need a cooler for the summer in the flat', description: 'Our flat near the north gate gets very hot in April. Looking for a desert or room cooler to rent for three months.', requestType: 'rent', priceRange: '1000-2000', condition: 'fair', tags: ['cooler', 'summer', 'flat'], urgency: 'medium', days: 16 },
];
