import type { AdminEvent, Payout } from '@/lib/schemas/admin';

/** Admin athlete (spec §3). The sample roster; locally registered athletes are listed beside it. */
export interface SampleAthlete {
  id: string;
  name: string;
  sport: string;
  totalEarnings: number;
  eventsWon: number;
  ticketsSold: number;
  avgTicketPrice: number;
}

export const DEMO_ATHLETE_ID = 'u_demo';

export const SAMPLE_ATHLETES: SampleAthlete[] = [
  { id: DEMO_ATHLETE_ID, name: 'Maya Johnson', sport: 'flag-football', totalEarnings: 48500, eventsWon: 7, ticketsSold: 1240, avgTicketPrice: 82 },
  { id: 'a_sofia', name: 'Sofia Martinez', sport: 'soccer', totalEarnings: 62300, eventsWon: 9, ticketsSold: 1585, avgTicketPrice: 95 },
  { id: 'a_aisha', name: 'Aisha Williams', sport: 'track-field', totalEarnings: 55750, eventsWon: 8, ticketsSold: 1102, avgTicketPrice: 70 },
  { id: 'a_emma', name: 'Emma Chen', sport: 'tennis', totalEarnings: 31200, eventsWon: 4, ticketsSold: 640, avgTicketPrice: 65 },
  { id: 'a_olivia', name: 'Olivia Brown', sport: 'swimming', totalEarnings: 27400, eventsWon: 3, ticketsSold: 515, avgTicketPrice: 55 },
];

export const SAMPLE_ADMIN_EVENTS: AdminEvent[] = [
  { id: 'ev_1', title: 'Flag Football Championship', description: 'Season finale at Riverside Stadium, Austin.', prize: 25000, startDate: '2026-12-12', endDate: '2026-12-13', status: 'upcoming', sport: 'flag-football', ticketsSold: 342, revenue: 30438 },
  { id: 'ev_2', title: 'Basketball Elite Showdown', description: 'Invitational tournament at Harbor Arena, Chicago.', prize: 15000, startDate: '2027-01-16', endDate: '2027-01-17', status: 'upcoming', sport: 'basketball', ticketsSold: 268, revenue: 20100 },
  { id: 'ev_3', title: 'Soccer World Cup', description: 'League world cup at Metro Park Stadium, Los Angeles.', prize: 30000, startDate: '2027-02-20', endDate: '2027-02-28', status: 'upcoming', sport: 'soccer', ticketsSold: 410, revenue: 38950 },
  { id: 'ev_4', title: 'Live Skills Contest', description: 'Streamed skills contest with audience voting.', prize: 10000, startDate: '2026-11-20', endDate: '2026-11-22', status: 'active', sport: 'special-events', ticketsSold: 0, revenue: 0 },
];

export const SAMPLE_PAYOUTS: Payout[] = [
  { id: 'p_1', athleteId: DEMO_ATHLETE_ID, eventName: 'Flag Football Spring Classic', sport: 'flag-football', amount: 8500, date: '2026-06-18', status: 'completed' },
  { id: 'p_2', athleteId: DEMO_ATHLETE_ID, eventName: 'Summer Sevens Invitational', sport: 'flag-football', amount: 6200, date: '2026-07-25', status: 'completed' },
  { id: 'p_3', athleteId: DEMO_ATHLETE_ID, eventName: 'Track Relay Classic', sport: 'track-field', amount: 3000, date: '2026-09-20', status: 'completed' },
  { id: 'p_4', athleteId: DEMO_ATHLETE_ID, eventName: 'Swim Sprint Series', sport: 'swimming', amount: 2500, date: '2026-10-24', status: 'pending' },
  { id: 'p_5', athleteId: DEMO_ATHLETE_ID, eventName: 'Flag Football Fall Cup', sport: 'flag-football', amount: 5000, date: '2026-11-08', status: 'pending' },
  { id: 'p_6', athleteId: 'a_sofia', eventName: 'Soccer Skills Showdown', sport: 'soccer', amount: 7500, date: '2026-10-12', status: 'pending' },
  { id: 'p_7', athleteId: 'a_aisha', eventName: 'Track Relay Classic', sport: 'track-field', amount: 3000, date: '2026-09-20', status: 'completed' },
];
