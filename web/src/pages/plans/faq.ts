import { CREDIT_PACKAGES, FREE_DAILY_PREDICTIONS } from '@contract';
import { formatUsd } from '../../lib/format.ts';

const cheapestPack = Math.min(...CREDIT_PACKAGES.map((pack) => pack.priceCents));

/**
 * Answers restate the product spec's 'Business constants and limits' (credit use, cancellation,
 * payments); nothing beyond it is promised.
 */
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How do credits work?',
    answer: `One credit buys one prediction beyond your free daily allowance. Packs start at ${formatUsd(cheapestPack)}, and credits never expire.`,
  },
  {
    question: 'What do I get for free?',
    answer: `Every account gets ${FREE_DAILY_PREDICTIONS} free predictions per day. The allowance resets daily.`,
  },
  {
    question: 'Can I cancel my subscription anytime?',
    answer: 'Yes. Cancel whenever you like and keep your plan until the end of the billing period.',
  },
  {
    question: 'How are payments processed?',
    answer:
      'Payments are handled by our card payment provider on its secure checkout page. Strix never sees or stores your card details.',
  },
  {
    question: 'Is this betting advice?',
    answer:
      'No. Strix gives AI-generated probabilities based on available data, for information only. It takes no wagers and is not financial or betting advice.',
  },
];
