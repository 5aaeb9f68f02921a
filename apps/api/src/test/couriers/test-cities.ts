/**
 * Real Pakistani city names with made-up ids, for the couriers' TEST servers only. No public copy of
 * PostEx's or Leopards' list exists, and each courier's real ids come from its own cities call when
 * it is configured (docs/couriers/README.md): these ids are nobody's.
 */
export const TEST_CITY_NAMES = [
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Hyderabad',
  'Sialkot',
  'Gujranwala',
  'Bahawalpur',
  'Sargodha',
  'Sukkur',
  'Larkana',
  'Abbottabad',
  'Mardan',
  'Mingora',
  'Sheikhupura',
  'Rahim Yar Khan',
  'Jhang',
  'Dera Ghazi Khan',
  'Gujrat',
  'Sahiwal',
  'Wah Cantonment',
  'Mirpur Khas',
  'Okara',
  'Kasur',
  'Chiniot',
  'Kamoke',
  'Nawabshah',
  'Burewala',
  'Jhelum',
  'Sadiqabad',
  'Khanewal',
  'Hafizabad',
  'Muzaffarabad',
  'Gilgit',
  'Turbat',
  'Gwadar',
] as const;

/** The city the servers refuse to deliver to (listed, but not for delivery). */
export const NO_DELIVERY_CITY = 'Gwadar';

/** Made-up ids: 700 + the city's place in the list. */
export const testCities = TEST_CITY_NAMES.map((name, index) => ({ id: 700 + index, name }));
