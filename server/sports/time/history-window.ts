/**
 * How far back the soccer models read: the model's own age limit is four years, a season more
 * keeps the form tables full. Production (league and cup states), the outlooks and the
 * walk-forward backtest all read this one window, so the backtest measures the model that runs.
 */
export const SOCCER_HISTORY_DAYS = 5 * 366;
