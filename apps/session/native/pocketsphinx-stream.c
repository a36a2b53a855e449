/*
 * Streams 16 kHz mono PCM16 from stdin through CMU PocketSphinx and writes one JSON line per result to stdout:
 *   {"type":"ready"}
 *   {"type":"partial","utterance":N,"text":"...","startMs":S,"endMs":E}
 *   {"type":"final","utterance":N,"text":"...","startMs":S,"endMs":E,"words":[{"word":"...","confidence":P},...]}
 *   {"type":"progress","audioMs":A}   (every second of audio decoded: how far the recognizer has got)
 *   {"type":"stats","audioMs":A,"cpuMs":C,"maxRssKb":M}   (last: CPU time and peak memory of this stream)
 * An utterance ends where PocketSphinx's voice activity detection hears silence; end of input ends the last one.
 * A final's words are its best path through the word lattice, each with its posterior probability (0..1): how sure
 * the recognizer is of that word given the whole utterance (fillers and silences left out).
 *
 * Usage: pocketsphinx-stream HMM_DIR LM DICT DOMAIN_LM DOMAIN_WEIGHT
 *   DICT:      CMU's dictionary with the medical words added (build-recognizer.mjs merges them).
 *   DOMAIN_LM: an ARPA model interpolated with LM at DOMAIN_WEIGHT (0..1): it biases the recognizer towards
 *              clinical phrases and is where the medicine names get their probabilities. (Adding many words at
 *              run time with ps_add_word crashes this PocketSphinx version.)
 */
#include <pocketsphinx.h>
#include <sphinxbase/err.h>
#include <sphinxbase/logmath.h>
#include <sphinxbase/ngram_model.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <string.h>

#define SAMPLE_RATE 16000
#define CHUNK_SAMPLES 1600 /* 100 ms */

static void print_json_string(const char *text) {
  putchar('"');
  for (const char *c = text; *c; c++) {
    if (*c == '"' || *c == '\\') putchar('\\');
    if ((unsigned char)*c >= 0x20) putchar(*c);
  }
  putchar('"');
}

static void emit(const char *type, int utterance, const char *text, long start, long end) {
  printf("{\"type\":\"%s\",\"utterance\":%d,\"text\":", type, utterance);
  print_json_string(text ? text : "");
  printf(",\"startMs\":%ld,\"endMs\":%ld}\n", start * 1000 / SAMPLE_RATE, end * 1000 / SAMPLE_RATE);
  fflush(stdout);
}

/* The final's words and their lattice posteriors (bestpath search is on by default, so after ps_end_utt the segment
 * iterator walks the lattice's best path with posteriors computed). */
static void emit_final(ps_decoder_t *ps, int utterance, long start, long end) {
  const char *hyp = ps_get_hyp(ps, NULL);
  printf("{\"type\":\"final\",\"utterance\":%d,\"text\":", utterance);
  print_json_string(hyp ? hyp : "");
  printf(",\"startMs\":%ld,\"endMs\":%ld,\"words\":[", start * 1000 / SAMPLE_RATE, end * 1000 / SAMPLE_RATE);
  logmath_t *lmath = ps_get_logmath(ps);
  int first = 1;
  for (ps_seg_t *seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
    const char *word = ps_seg_word(seg);
    if (word[0] == '<' || word[0] == '[') continue;
    int32 ascr, lscr, lback;
    double confidence = logmath_exp(lmath, ps_seg_prob(seg, &ascr, &lscr, &lback));
    if (confidence > 1.0) confidence = 1.0;
    char base[256];
    snprintf(base, sizeof base, "%s", word);
    char *variant = strchr(base, '(');
    if (variant) *variant = '\0';
    printf("%s{\"word\":", first ? "" : ",");
    print_json_string(base);
    printf(",\"confidence\":%.3f}", confidence);
    first = 0;
  }
  printf("]}\n");
  fflush(stdout);
}

static int use_domain_model(ps_decoder_t *ps, cmd_ln_t *config, const char *path, float weight) {
  ngram_model_t *general = ps_get_lm(ps, "_default");
  if (!general) return -1;
  ngram_model_t *domain = ngram_model_read(config, path, NGRAM_ARPA, ps_get_logmath(ps));
  if (!domain) return -1;
  ngram_model_t *models[2] = {ngram_model_retain(general), domain};
  char *names[2] = {"general", "clinical"};
  float32 weights[2] = {1.0f - weight, weight};
  ngram_model_t *set = ngram_model_set_init(config, models, names, weights, 2);
  if (!set) return -1;
  if (ps_set_lm(ps, "biased", set) < 0) return -1;
  return ps_set_search(ps, "biased");
}

int main(int argc, char **argv) {
  if (argc != 6) {
    fprintf(stderr, "usage: %s HMM_DIR LM DICT DOMAIN_LM DOMAIN_WEIGHT\n", argv[0]);
    return 2;
  }
  err_set_logfp(NULL);
  cmd_ln_t *config = cmd_ln_init(NULL, ps_args(), TRUE, "-hmm", argv[1], "-lm", argv[2], "-dict", argv[3],
                                 "-samprate", "16000", NULL);
  ps_decoder_t *ps = config ? ps_init(config) : NULL;
  if (!ps) {
    fprintf(stderr, "pocketsphinx: cannot load the model\n");
    return 1;
  }
  if (use_domain_model(ps, config, argv[4], (float)atof(argv[5])) < 0) {
    fprintf(stderr, "pocketsphinx: cannot use the domain model %s\n", argv[4]);
    return 1;
  }
  printf("{\"type\":\"ready\"}\n");
  fflush(stdout);

  int16 chunk[CHUNK_SAMPLES];
  char last_partial[4096] = "";
  long samples = 0, utterance_start = 0;
  int utterance = 0, in_utterance = 0;
  size_t read;
  ps_start_utt(ps);
  while ((read = fread(chunk, sizeof(int16), CHUNK_SAMPLES, stdin)) > 0) {
    ps_process_raw(ps, chunk, read, FALSE, FALSE);
    samples += (long)read;
    if (samples % SAMPLE_RATE < (long)read) {
      printf("{\"type\":\"progress\",\"audioMs\":%ld}\n", samples * 1000 / SAMPLE_RATE);
      fflush(stdout);
    }
    int in_speech = ps_get_in_speech(ps);
    if (in_speech && !in_utterance) {
      in_utterance = 1;
      utterance_start = samples - (long)read;
      last_partial[0] = '\0';
    }
    if (in_utterance && in_speech) {
      const char *hyp = ps_get_hyp(ps, NULL);
      if (hyp && *hyp && strcmp(hyp, last_partial) != 0) {
        snprintf(last_partial, sizeof last_partial, "%s", hyp);
        emit("partial", utterance, hyp, utterance_start, samples);
      }
    }
    if (in_utterance && !in_speech) {
      ps_end_utt(ps);
      emit_final(ps, utterance++, utterance_start, samples);
      in_utterance = 0;
      ps_start_utt(ps);
    }
  }
  ps_end_utt(ps);
  if (in_utterance) emit_final(ps, utterance, utterance_start, samples);
  ps_free(ps);
  cmd_ln_free_r(config);
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  long cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000L +
                (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000L;
  printf("{\"type\":\"stats\",\"audioMs\":%ld,\"cpuMs\":%ld,\"maxRssKb\":%ld}\n", samples * 1000 / SAMPLE_RATE,
         cpu_ms, usage.ru_maxrss);
  fflush(stdout);
  return 0;
}
