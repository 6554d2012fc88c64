/**
 * Demo clearing agents (invented names) and the vehicles each may bring per delivery type:
 * [activity, allowed 20 ft, allowed 40 ft, extra vehicles of either size, gated in so far].
 */
export const DEMO_CHAS: {
  name: string;
  code: string;
  contacts: { name: string; phone: string }[];
  equipments: string[];
  allowances: [
    activity: string,
    allowed20: number,
    allowed40: number,
    extra: number,
    gatedIn: number,
  ][];
}[] = [
  {
    name: 'Konkan Customs Brokers',
    code: 'KCB',
    contacts: [{ name: 'R. Patil', phone: '+91 22 2724 1101' }],
    equipments: ['TAG10001', 'TAG10002'],
    allowances: [
      ['Loaded Delivery', 10, 6, 2, 7],
      ['Empty Delivery', 4, 4, 0, 8],
    ],
  },
  {
    name: 'Sahyadri Clearing Agency',
    code: 'SCA',
    contacts: [{ name: 'M. Desai', phone: '+91 22 2724 2202' }],
    equipments: ['TAG10003'],
    allowances: [
      ['Loaded Delivery', 6, 6, 0, 3],
      ['De-stuff Delivery', 3, 2, 1, 1],
    ],
  },
  {
    name: 'Uran Shipping Services',
    code: 'USS',
    contacts: [{ name: 'A. Khan', phone: '+91 22 2724 3303' }],
    equipments: ['TAG10004', 'TAG10005', 'TAG10006'],
    allowances: [
      ['Loaded Delivery', 12, 10, 0, 21],
      ['Empty Delivery', 8, 8, 0, 2],
      ['De-stuff Delivery', 2, 2, 0, 0],
    ],
  },
  {
    name: 'Western Coast Forwarders',
    code: 'WCF',
    contacts: [{ name: 'S. Iyer', phone: '+91 22 2724 4404' }],
    equipments: [],
    allowances: [['Empty Delivery', 5, 3, 2, 4]],
  },
];
