/** Paint colours per make (names as the makers use them in Australia) with a hex for the drawn images. */

export interface Paint { name: string; hex: string }

type Table = Record<string, readonly (readonly [string, string])[]>;

const TABLE: Table = {
  Toyota: [
    ['Glacier White', '#f4f5f2'], ['Frosted White', '#eeeeea'], ['Eclipse Black', '#101010'], ['Silver Pearl', '#c0c2c4'],
    ['Graphite', '#55575a'], ['Saturn Blue', '#1f3c88'], ['Feverish Red', '#b4161b'], ['Ink', '#22262e'],
    ['Oxide Bronze', '#7d6a55'], ['Eclectic Blue', '#3a5f8f'],
  ],
  Mazda: [
    ['Soul Red Crystal', '#9b111e'], ['Snowflake White Pearl', '#eeeeea'], ['Jet Black', '#0b0b0c'], ['Machine Grey', '#5d6065'],
    ['Deep Crystal Blue', '#1c2b44'], ['Sonic Silver', '#a5a8ab'], ['Polymetal Grey', '#7a8088'], ['Zircon Sand', '#b8ab95'],
    ['Platinum Quartz', '#c8c1b8'], ['Rhodium White', '#e8e6e1'],
  ],
  Hyundai: [
    ['Polar White', '#f2f3f1'], ['Phantom Black', '#121315'], ['Typhoon Silver', '#aeb1b4'], ['Amazon Grey', '#6c6f70'],
    ['Intense Blue', '#213a7a'], ['Ultimate Red', '#8d1118'], ['Gravity Gold Matte', '#9c8f6f'], ['Digital Teal', '#3a6f72'],
    ['Lucid Blue', '#4a6f9a'],
  ],
  Kia: [
    ['Clear White', '#f0f0ec'], ['Snow White Pearl', '#f3f3ee'], ['Aurora Black Pearl', '#131416'], ['Steel Grey', '#5a5e62'],
    ['Gravity Grey', '#6b6f72'], ['Runway Red', '#9e1b25'], ['Yacht Blue', '#1f3b5b'], ['Interstellar Grey', '#4a4d52'],
  ],
  Ford: [
    ['Arctic White', '#f3f3f1'], ['Shadow Black', '#111213'], ['Aluminium', '#b5b7b8'], ['Meteor Grey', '#5c5f62'],
    ['Blue Lightning', '#1d4f9a'], ['Conquer Grey', '#6e7071'], ['Sedona Orange', '#c25a1c'], ['Equinox Bronze', '#7a6244'],
    ['Race Red', '#c1121f'],
  ],
  Mitsubishi: [
    ['White Diamond', '#f0efe9'], ['Jet Black', '#0e0f10'], ['Sterling Silver', '#b3b6b8'], ['Titanium Grey', '#55595d'],
    ['Red Diamond', '#9d1b22'], ['Cosmic Blue', '#1e3358'], ['Yamabuki Orange', '#d9821f'],
  ],
  Nissan: [
    ['Ivory Pearl', '#ebe9e1'], ['Polar White', '#f1f2ef'], ['Diamond Black', '#121316'], ['Brilliant Silver', '#b5b8bb'],
    ['Gun Metallic', '#4d5055'], ['Burgundy', '#5a1c22'], ['Caspian Blue', '#1b2f4f'], ['Forged Copper', '#8c5136'],
  ],
  Subaru: [
    ['Crystal White Pearl', '#eff0ec'], ['Crystal Black Silica', '#141517'], ['Ice Silver', '#babdbf'], ['Magnetite Grey', '#4f5355'],
    ['Autumn Green', '#3e4a3b'], ['Brilliant Bronze', '#7a5a3c'], ['Sapphire Blue', '#1f3a6b'], ['Pure Red', '#b0141a'],
  ],
  Volkswagen: [
    ['Pure White', '#f4f4f2'], ['Deep Black Pearl', '#111214'], ['Reflex Silver', '#b8babd'], ['Moonstone Grey', '#7d8187'],
    ['Kings Red', '#a4161f'], ['Atlantic Blue', '#1f3a63'], ['Dolphin Grey', '#5d6266'],
  ],
  Isuzu: [
    ['Mineral White', '#f1f1ee'], ['Cobalt Black', '#131416'], ['Mercury Silver', '#b4b6b8'], ['Obsidian Grey', '#4b4e51'],
    ['Valencia Orange', '#c8621f'], ['Magnetic Red', '#8e1c22'], ['Cobalt Blue', '#22407a'],
  ],
  MG: [
    ['Dover White', '#f2f2f0'], ['Pebble Black', '#141414'], ['Regal Blue', '#1e3a68'], ['Diamond Red', '#a51a22'],
    ['Cosmic Silver', '#b2b4b6'], ['Volcano Orange', '#d9661e'], ['Hunter Green', '#2f4a3a'],
  ],
  BYD: [
    ['Ski White', '#f3f3f1'], ['Boulder Grey', '#6d7072'], ['Surf Blue', '#4c7fa8'], ['Parkour Red', '#a4242a'],
    ['Cosmos Black', '#121314'], ['Arctic Blue', '#a9c3d6'], ['Atlantis Grey', '#52575c'],
  ],
  Tesla: [
    ['Pearl White', '#f0f0ec'], ['Solid Black', '#0d0d0d'], ['Stealth Grey', '#3e4147'], ['Ultra Red', '#a3131c'],
    ['Deep Blue Metallic', '#1f3a6a'], ['Quicksilver', '#b9bbbd'],
  ],
  Honda: [
    ['Platinum White Pearl', '#efefe9'], ['Crystal Black Pearl', '#121316'], ['Lunar Silver', '#b3b6b9'], ['Meteoroid Grey', '#55595e'],
    ['Ignite Red', '#a81c22'], ['Canyon River Blue', '#36597a'],
  ],
  Suzuki: [
    ['Pure White Pearl', '#eef0ec'], ['Super Black Pearl', '#111214'], ['Premium Silver', '#b6b8ba'], ['Burning Red', '#b51e23'],
    ['Frontier Blue', '#2a5a8a'], ['Kinetic Yellow', '#e0c12a'], ['Jungle Green', '#3b4a33'],
  ],
  'Mercedes-Benz': [
    ['Polar White', '#f2f2ef'], ['Obsidian Black', '#111214'], ['Iridium Silver', '#b1b4b6'], ['Graphite Grey', '#4b4f54'],
    ['Spectral Blue', '#1f3e6e'], ['Hyacinth Red', '#6b1620'], ['Mojave Silver', '#9a9388'],
  ],
  BMW: [
    ['Alpine White', '#f3f3f1'], ['Black Sapphire', '#121316'], ['Mineral White', '#e9e9e4'], ['Skyscraper Grey', '#8f959b'],
    ['Brooklyn Grey', '#868a8f'], ['Portimao Blue', '#2a4fa2'], ['Carbon Black', '#1a1f2b'],
  ],
  Holden: [
    ['Summit White', '#f2f2ef'], ['Phantom Black', '#111213'], ['Nitrate Silver', '#b3b5b7'], ['Son of a Gun Grey', '#57595c'],
    ['Red Hot', '#b3121b'], ['Heron White', '#ecebe6'],
  ],
  'Honda Motorcycles': [['Grand Prix Red', '#c8102e'], ['Mat Gunpowder Black', '#2a2b2d'], ['Pearl Smoky Grey', '#6b6e71']],
  Kawasaki: [['Lime Green', '#6dbb2d'], ['Metallic Carbon Grey', '#3d3f42'], ['Ebony', '#121212'], ['Pearl Blizzard White', '#ecedea']],
  Yamaha: [['Icon Blue', '#1c4fa0'], ['Tech Black', '#151515'], ['Cyan Storm', '#5b7a89']],
  'Harley-Davidson': [['Vivid Black', '#0c0c0c'], ['Billiard Red', '#6e1a1f'], ['Gunship Grey', '#4a4c4e'], ['Atlas Silver', '#aeb0b2']],
  'BMW Motorrad': [['Light White', '#f2f2f0'], ['Triple Black', '#111213'], ['Racing Blue', '#1f53a5']],
  'Isuzu Trucks': [['Arc White', '#f2f2f0'], ['Silver', '#b5b7b9'], ['Cardinal Red', '#a51e22']],
  Hino: [['Glacier White', '#f1f1ef'], ['Hino Red', '#b3161e'], ['Silver', '#b5b7b9']],
  Fuso: [['Fuso White', '#f3f3f1'], ['Blue Mica', '#1e4e8c'], ['Silver', '#b5b7b9']],
  Jayco: [['Alpine White', '#f2f2ef'], ['Silver Checkerplate', '#a9acae'], ['Charcoal Composite', '#3c3e41']],
  'Lotus Caravans': [['Black Composite', '#202124'], ['Charcoal Checkerplate', '#4a4c4f'], ['Alpine White', '#f2f2ef']],
  'Crusader Caravans': [['Alpine White', '#f2f2ef'], ['Two-Tone White and Grey', '#d7d8d6'], ['Silver Checkerplate', '#a9acae']],
};

export const PALETTES: Record<string, readonly Paint[]> = Object.fromEntries(
  Object.entries(TABLE).map(([key, rows]) => [key, rows.map(([name, hex]) => ({ name, hex }))]),
);

/** Interior trims by equipment tier (cloth for entry grades, leather-accented higher up). */
export const INTERIOR_TRIMS: Record<1 | 2 | 3 | 4, readonly string[]> = {
  1: ['Black Cloth', 'Black', 'Grey Cloth'],
  2: ['Black Cloth', 'Black Synthetic Leather', 'Grey Cloth'],
  3: ['Black Leather-Accented', 'Black Synthetic Leather', 'Grey Leather-Accented'],
  4: ['Black Leather', 'Tan Leather', 'Ivory Leather', 'Cognac Leather'],
};
