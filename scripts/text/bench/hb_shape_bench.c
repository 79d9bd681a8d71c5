/* HarfBuzz's half of scripts/text/bench-shaping.sh: shapes the strings of a corpus file (one
 * "font path<TAB>face index<TAB>group<TAB>text" per line) with hb_shape and HarfBuzz's
 * defaults (script and direction guessed, default features), each group `passes` times, and
 * prints per group: <group> <strings> <ns per string> <sum of x advances of one pass>.
 * Built against Debian's libharfbuzz-dev: cc -O2 hb_shape_bench.c $(pkg-config --cflags --libs harfbuzz) */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { char *key; hb_font_t *font; } Face;
typedef struct { hb_font_t *font; char *text; int length; } Item;
typedef struct { char *name; Item *items; int count, capacity; } Group;

static unsigned long long now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (unsigned long long)t.tv_sec * 1000000000ull + (unsigned long long)t.tv_nsec;
}

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: hb_shape_bench <corpus.tsv> <passes>\n"); return 2; }
  FILE *file = fopen(argv[1], "r");
  if (!file) { perror(argv[1]); return 2; }
  int passes = atoi(argv[2]);
  Face faces[64]; int face_count = 0;
  Group groups[64]; int group_count = 0;
  char *line = NULL; size_t cap = 0; ssize_t n;
  while ((n = getline(&line, &cap, file)) > 0) {
    if (line[n - 1] == '\n') line[--n] = 0;
    char *path = line, *index = strchr(path, '\t'); if (!index) continue; *index++ = 0;
    char *group = strchr(index, '\t'); if (!group) continue; *group++ = 0;
    char *text = strchr(group, '\t'); if (!text) continue; *text++ = 0;
    char key[4096]; snprintf(key, sizeof key, "%s#%s", path, index);
    hb_font_t *font = NULL;
    for (int i = 0; i < face_count; i++) if (!strcmp(faces[i].key, key)) font = faces[i].font;
    if (!font) {
      if (face_count == 64) return 3;
      hb_blob_t *blob = hb_blob_create_from_file(path);
      hb_face_t *face = hb_face_create(blob, (unsigned)atoi(index));
      font = hb_font_create(face);
      faces[face_count].key = strdup(key); faces[face_count++].font = font;
    }
    Group *g = NULL;
    for (int i = 0; i < group_count; i++) if (!strcmp(groups[i].name, group)) g = &groups[i];
    if (!g) {
      if (group_count == 64) return 3;
      g = &groups[group_count++]; g->name = strdup(group); g->items = NULL; g->count = g->capacity = 0;
    }
    if (g->count == g->capacity) { g->capacity = g->capacity ? 2 * g->capacity : 256; g->items = realloc(g->items, g->capacity * sizeof(Item)); }
    g->items[g->count].font = font; g->items[g->count].text = strdup(text); g->items[g->count].length = (int)strlen(text);
    g->count++;
  }
  hb_buffer_t *buffer = hb_buffer_create();
  for (int gi = 0; gi < group_count; gi++) {
    Group *g = &groups[gi];
    long long sum = 0;
    /* One pass untimed, as on Strut's side. */
    for (int i = 0; i < g->count; i++) {
      hb_buffer_clear_contents(buffer);
      hb_buffer_add_utf8(buffer, g->items[i].text, g->items[i].length, 0, g->items[i].length);
      hb_buffer_guess_segment_properties(buffer);
      hb_shape(g->items[i].font, buffer, NULL, 0);
      unsigned count; hb_glyph_position_t *pos = hb_buffer_get_glyph_positions(buffer, &count);
      for (unsigned k = 0; k < count; k++) sum += pos[k].x_advance;
    }
    unsigned long long start = now_ns();
    unsigned long long sink = 0;
    for (int p = 0; p < passes; p++)
      for (int i = 0; i < g->count; i++) {
        hb_buffer_clear_contents(buffer);
        hb_buffer_add_utf8(buffer, g->items[i].text, g->items[i].length, 0, g->items[i].length);
        hb_buffer_guess_segment_properties(buffer);
        hb_shape(g->items[i].font, buffer, NULL, 0);
        sink += hb_buffer_get_length(buffer);
      }
    unsigned long long elapsed = now_ns() - start;
    printf("%s %d %.1f %lld%s\n", g->name, g->count, (double)elapsed / ((double)passes * g->count), sum, sink ? "" : " ");
  }
  return 0;
}
