// Who is looking for a roommate: ten posts, every field of the form filled.

export interface DemoRoommatePost {
  by: string;
  title: string;
  description: string;
  genderPref: 'any' | 'male' | 'female' | 'other';
  ageRange: string;
  otherPreferences: string;
  budget: number;
  accommodationType: 'flat-apartment' | 'pg' | 'college-hostel';
  contactInfo: string;
  at: [number, number];
  days: number;
  pictures: 1 | 2;
}

export const roommatePosts: DemoRoommatePost[] = [
  { by: 'priya', title: 'Room-mate wanted for a 2BHK in Koramangala', description: 'I have a furnished 2BHK ten minutes by bus from campus. Looking for a tidy, friendly roommate for the other room from next month.', genderPref: 'female', ageRange: '19-24', otherPreferences: 'Non-smoker, fine with early mornings; I cook and would love to share groceries.', budget: 9000, accommodationType: 'flat-apartment', contactInfo: 'Chat here or call +91 98765 43210 after 6 pm', at: [12.9352, 77.6245], days: 5, pictures: 2 },
  { by: 'kabir', title: 'Flatmate needed near the north gate', description: 'Three-bedroom flat with two of us already, a five-minute walk to the north gate. Fast Wi-Fi, washing machine and a balcony.', genderPref: 'male', ageRange: '20-25', otherPreferences: 'Gamers welcome, we keep the place clean on weekends together.', budget: 7500, accommodationType: 'flat-apartment', contactInfo: 'WhatsApp +91 98110 77889', at: [12.9752, 77.5958], days: 2, pictures: 2 },
  { by: 'ananya', title: 'Looking for a PG roommate, twin sharing', description: 'Moving into a twin-sharing room at Sunshine PG, meals and housekeeping included. Want someone calm who studies late like me.', genderPref: 'female', ageRange: '21-27', otherPreferences: 'Vegetarian preferred, no loud calls after midnight.', budget: 11000, accommodationType: 'pg', contactInfo: 'ananya.iyer@campus.edu', at: [12.9698, 77.6012], days: 8, pictures: 1 },
  { by: 'rohan', title: 'Hostel room swap: single to double in Block B', description: 'I have a single room in Block A and want to share a double in Block B with a friendly first-year. Warden approves swaps.', genderPref: 'male', ageRange: '17-20', otherPreferences: 'Someone who likes photography or football would be great.', budget: 4500, accommodationType: 'college-hostel', contactInfo: 'Chat on Thriftz or find me at the photography club', at: [12.9707, 77.5961], days: 1, pictures: 1 },
  { by: 'sneha', title: 'Female roommate for a 1BHK share', description: 'Sharing a cosy 1BHK near the biotech park, fully furnished with a kitchen. Rent split equally, electricity extra.', genderPref: 'female', ageRange: '20-26', otherPreferences: 'Pet-friendly (I have a cat), non-smoker.', budget: 8000, accommodationType: 'flat-apartment', contactInfo: 'Call +91 90000 44556 on weekdays', at: [12.9589, 77.6443], days: 11, pictures: 2 },
  { by: 'vikram', title: 'Taking over my PG bed from May', description: 'Graduating in May; my bed at Green Nest PG frees up. Three meals, Wi-Fi, laundry. I can introduce you to the owner.', genderPref: 'male', ageRange: '18-24', otherPreferences: 'Should be fine with a shared bathroom.', budget: 9500, accommodationType: 'pg', contactInfo: 'WhatsApp +91 98230 86420', at: [12.9665, 77.5874], days: 14, pictures: 1 },
  { by: 'divya', title: 'Quiet roommate for next semester', description: 'First-year looking to share a double room in the girls hostel next semester. I study in the mornings and sleep early.', genderPref: 'female', ageRange: '17-20', otherPreferences: 'Early risers, no music without headphones please.', budget: 5000, accommodationType: 'college-hostel', contactInfo: 'divya.menon@campus.edu', at: [12.9712, 77.5979], days: 3, pictures: 1 },
  { by: 'rahul', title: 'Room in a 3BHK for interns, six months', description: 'One room free in our 3BHK from June to December, perfect for a summer intern. Fully furnished, cook comes daily.', genderPref: 'any', ageRange: '20-28', otherPreferences: 'Working hours people preferred; we are all interning.', budget: 12000, accommodationType: 'flat-apartment', contactInfo: 'Chat on Thriftz, replies within a day', at: [12.9279, 77.6271], days: 6.5, pictures: 2 },
  { by: 'fatima', title: 'Book lover seeking PG roommate', description: 'Looking for a roommate at a women-only PG with a reading room, five minutes from the library gate.', genderPref: 'female', ageRange: '19-25', otherPreferences: 'Book club members get first dibs on my shelf.', budget: 8500, accommodationType: 'pg', contactInfo: '+91 97690 13579 or chat here', at: [12.9725, 77.5925], days: 17, pictures: 1 },
  { by: 'aditya', title: 'Roommate for a 2BHK near the tech park', description: 'Sharing a 2BHK with a small workshop corner for hobby electronics. Ten minutes by cycle to campus.', genderPref: 'any', ageRange: '19-26', otherPreferences: 'Makers and tinkerers welcome; soldering smell happens.', budget: 7000, accommodationType: 'flat-apartment', contactInfo: 'Chat here or github.com/aditya-k', at: [12.9801, 77.6402], days: 19, pictures: 2 },
];
