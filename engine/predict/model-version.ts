/**
 * The version of the models Strix serves (engine/predict and the tables it reads). Each stored
 * prediction keeps the version it was made with, so the public record can say which model made
 * every graded pick; raise it whenever a served model, its settings or its fitted tables change.
 */
export const MODEL_VERSION = '1.1';
