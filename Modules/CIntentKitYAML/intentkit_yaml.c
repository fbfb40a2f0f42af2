#include "intentkit_yaml.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

/// A pipelined parser's batches: each holds up to BATCH_EVENTS events and about BATCH_BYTES of their text.
enum { BATCH_EVENTS = 8192, BATCH_BYTES = 256 * 1024, BATCH_COUNT = 4 };

/// An event copied out of libyaml: its text as offsets into its batch's bytes (which may move while it fills).
typedef struct {
    int32_t kind;
    int32_t quoted_implicit;
    uint64_t line;
    uint64_t column;
    int64_t value;
    uint64_t length;
    int64_t anchor;
    int64_t tag;
} stored_event;

typedef struct {
    stored_event *events;
    int count;
    uint8_t *bytes;
    size_t used;
    size_t capacity;
    /// Set by the producer when the batch is ready, cleared by the consumer when it has read it all.
    int full;
    /// The stream ended, or parsing failed, in this batch: the producer wrote its last batch.
    int last;
} batch;

struct intentkit_yaml_parser {
    yaml_parser_t parser;
    yaml_event_t event;
    int has_event;
    /// Pipelined: a second thread runs libyaml and copies its events into batches; `next` reads them.
    int pipelined;
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    batch batches[BATCH_COUNT];
    /// Set by close: the producer stops at its next batch.
    int stop;
    /// Set by the producer before it publishes its last batch: parsing failed (libyaml's error is in `parser`,
    /// or none there when copying an event ran out of memory).
    int failed;
    /// The consumer's batch, whether it holds it (has waited for it to be full), and its next event there.
    int consume;
    int holding;
    int position;
};

intentkit_yaml_parser *intentkit_yaml_parser_open(const uint8_t *input, uint64_t length) {
    intentkit_yaml_parser *wrapper = (intentkit_yaml_parser *)calloc(1, sizeof(intentkit_yaml_parser));
    if (wrapper == NULL) return NULL;
    if (!yaml_parser_initialize(&wrapper->parser)) {
        free(wrapper);
        return NULL;
    }
    yaml_parser_set_encoding(&wrapper->parser, YAML_UTF8_ENCODING);
    yaml_parser_set_input_string(&wrapper->parser, input, (size_t)length);
    return wrapper;
}

/// What libyaml's event says, in IntentKit's plain struct (its pointers are the event's).
static void describe(const yaml_event_t *event, intentkit_yaml_event *out) {
    out->line = event->start_mark.line;
    out->column = event->start_mark.column;
    out->value = NULL;
    out->length = 0;
    out->anchor = NULL;
    out->tag = NULL;
    out->quoted_implicit = 0;
    switch (event->type) {
    case YAML_STREAM_START_EVENT: out->kind = INTENTKIT_YAML_STREAM_START; break;
    case YAML_STREAM_END_EVENT: out->kind = INTENTKIT_YAML_STREAM_END; break;
    case YAML_DOCUMENT_START_EVENT: out->kind = INTENTKIT_YAML_DOCUMENT_START; break;
    case YAML_DOCUMENT_END_EVENT: out->kind = INTENTKIT_YAML_DOCUMENT_END; break;
    case YAML_ALIAS_EVENT:
        out->kind = INTENTKIT_YAML_ALIAS;
        out->value = event->data.alias.anchor;
        out->length = 0;
        for (const yaml_char_t *c = event->data.alias.anchor; c && *c; c++) out->length++;
        break;
    case YAML_SCALAR_EVENT:
        out->kind = INTENTKIT_YAML_SCALAR;
        out->value = event->data.scalar.value;
        out->length = event->data.scalar.length;
        out->anchor = event->data.scalar.anchor;
        out->tag = event->data.scalar.tag;
        out->quoted_implicit = event->data.scalar.quoted_implicit;
        break;
    case YAML_SEQUENCE_START_EVENT:
        out->kind = INTENTKIT_YAML_SEQUENCE_START;
        out->anchor = event->data.sequence_start.anchor;
        out->tag = event->data.sequence_start.implicit ? NULL : event->data.sequence_start.tag;
        break;
    case YAML_SEQUENCE_END_EVENT: out->kind = INTENTKIT_YAML_SEQUENCE_END; break;
    case YAML_MAPPING_START_EVENT:
        out->kind = INTENTKIT_YAML_MAPPING_START;
        out->anchor = event->data.mapping_start.anchor;
        out->tag = event->data.mapping_start.implicit ? NULL : event->data.mapping_start.tag;
        break;
    case YAML_MAPPING_END_EVENT: out->kind = INTENTKIT_YAML_MAPPING_END; break;
    default: out->kind = INTENTKIT_YAML_NO_EVENT; break;
    }
}

/// Copies `length` bytes (and a NUL when `terminate`) to the end of the batch's bytes; -1 when memory is exhausted.
static int64_t store_bytes(batch *b, const uint8_t *data, size_t length, int terminate) {
    size_t need = b->used + length + (terminate ? 1 : 0);
    if (need > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : BATCH_BYTES;
        while (capacity < need) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(b->bytes, capacity);
        if (grown == NULL) return -1;
        b->bytes = grown;
        b->capacity = capacity;
    }
    int64_t offset = (int64_t)b->used;
    if (length > 0) memcpy(b->bytes + b->used, data, length);
    if (terminate) b->bytes[b->used + length] = 0;
    b->used = need;
    return offset;
}

static int64_t store_string(batch *b, const yaml_char_t *text) {
    return text == NULL ? -1 : store_bytes(b, text, strlen((const char *)text), 1);
}

/// Copies libyaml's event into the batch, as intentkit_yaml_parser_next describes it; 0 when memory is exhausted.
static int store_event(batch *b, const yaml_event_t *event) {
    intentkit_yaml_event view;
    describe(event, &view);
    stored_event *stored = &b->events[b->count];
    stored->kind = view.kind;
    stored->quoted_implicit = view.quoted_implicit;
    stored->line = view.line;
    stored->column = view.column;
    stored->length = view.length;
    stored->value = view.value == NULL ? -1 : store_bytes(b, view.value, (size_t)view.length, 1);
    stored->anchor = store_string(b, view.anchor);
    stored->tag = store_string(b, view.tag);
    if ((view.value != NULL && stored->value < 0) || (view.anchor != NULL && stored->anchor < 0) || (view.tag != NULL && stored->tag < 0)) return 0;
    b->count++;
    return 1;
}

/// The producer: parses the whole stream into batches, waiting for a free one when all are full.
static void *produce(void *argument) {
    intentkit_yaml_parser *wrapper = (intentkit_yaml_parser *)argument;
    for (int index = 0;; index = (index + 1) % BATCH_COUNT) {
        batch *b = &wrapper->batches[index];
        pthread_mutex_lock(&wrapper->lock);
        while (b->full && !wrapper->stop) pthread_cond_wait(&wrapper->changed, &wrapper->lock);
        int stop = wrapper->stop;
        pthread_mutex_unlock(&wrapper->lock);
        if (stop) return NULL;
        b->count = 0;
        b->used = 0;
        while (b->count < BATCH_EVENTS && b->used < BATCH_BYTES) {
            yaml_event_t event;
            if (!yaml_parser_parse(&wrapper->parser, &event)) {
                wrapper->failed = 1;
                b->last = 1;
                break;
            }
            int stored = store_event(b, &event);
            int end = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            if (!stored || end) {
                wrapper->failed = !stored;
                b->last = 1;
                break;
            }
        }
        pthread_mutex_lock(&wrapper->lock);
        b->full = 1;
        pthread_cond_broadcast(&wrapper->changed);
        pthread_mutex_unlock(&wrapper->lock);
        if (b->last) return NULL;
    }
}

intentkit_yaml_parser *intentkit_yaml_parser_open_pipelined(const uint8_t *input, uint64_t length) {
    intentkit_yaml_parser *wrapper = intentkit_yaml_parser_open(input, length);
    if (wrapper == NULL) return NULL;
    for (int index = 0; index < BATCH_COUNT; index++) {
        wrapper->batches[index].events = (stored_event *)malloc(sizeof(stored_event) * BATCH_EVENTS);
        if (wrapper->batches[index].events == NULL) {
            intentkit_yaml_parser_close(wrapper);
            return NULL;
        }
    }
    if (pthread_mutex_init(&wrapper->lock, NULL) != 0) {
        intentkit_yaml_parser_close(wrapper);
        return NULL;
    }
    if (pthread_cond_init(&wrapper->changed, NULL) != 0) {
        pthread_mutex_destroy(&wrapper->lock);
        intentkit_yaml_parser_close(wrapper);
        return NULL;
    }
    if (pthread_create(&wrapper->thread, NULL, produce, wrapper) != 0) {
        // No thread to be had: the same events, read on this one.
        pthread_cond_destroy(&wrapper->changed);
        pthread_mutex_destroy(&wrapper->lock);
        return wrapper;
    }
    wrapper->pipelined = 1;
    return wrapper;
}

static int32_t next_pipelined(intentkit_yaml_parser *wrapper, intentkit_yaml_event *out) {
    for (;;) {
        batch *b = &wrapper->batches[wrapper->consume];
        if (!wrapper->holding) {
            pthread_mutex_lock(&wrapper->lock);
            while (!b->full) pthread_cond_wait(&wrapper->changed, &wrapper->lock);
            pthread_mutex_unlock(&wrapper->lock);
            wrapper->holding = 1;
            wrapper->position = 0;
        }
        if (wrapper->position < b->count) {
            const stored_event *stored = &b->events[wrapper->position++];
            out->kind = stored->kind;
            out->quoted_implicit = stored->quoted_implicit;
            out->line = stored->line;
            out->column = stored->column;
            out->length = stored->length;
            out->value = stored->value < 0 ? NULL : b->bytes + stored->value;
            out->anchor = stored->anchor < 0 ? NULL : b->bytes + stored->anchor;
            out->tag = stored->tag < 0 ? NULL : b->bytes + stored->tag;
            return 1;
        }
        if (b->last) {
            if (wrapper->failed) return 0;
            // Past the stream's end libyaml gives empty events; so does this.
            memset(out, 0, sizeof(*out));
            out->kind = INTENTKIT_YAML_NO_EVENT;
            return 1;
        }
        pthread_mutex_lock(&wrapper->lock);
        b->full = 0;
        pthread_cond_broadcast(&wrapper->changed);
        pthread_mutex_unlock(&wrapper->lock);
        wrapper->holding = 0;
        wrapper->consume = (wrapper->consume + 1) % BATCH_COUNT;
    }
}

int32_t intentkit_yaml_parser_next(intentkit_yaml_parser *wrapper, intentkit_yaml_event *out) {
    if (wrapper->pipelined) return next_pipelined(wrapper, out);
    if (wrapper->has_event) {
        yaml_event_delete(&wrapper->event);
        wrapper->has_event = 0;
    }
    if (!yaml_parser_parse(&wrapper->parser, &wrapper->event)) return 0;
    wrapper->has_event = 1;
    describe(&wrapper->event, out);
    return 1;
}

void intentkit_yaml_parser_error(const intentkit_yaml_parser *wrapper, intentkit_yaml_error *error) {
    const yaml_parser_t *parser = &wrapper->parser;
    switch (parser->error) {
    case YAML_READER_ERROR: error->kind = INTENTKIT_YAML_READER_ERROR; break;
    case YAML_SCANNER_ERROR: error->kind = INTENTKIT_YAML_SCANNER_ERROR; break;
    case YAML_PARSER_ERROR: error->kind = INTENTKIT_YAML_PARSER_ERROR; break;
    default: error->kind = INTENTKIT_YAML_MEMORY_ERROR; break;
    }
    error->problem = parser->problem ? parser->problem : "unknown problem";
    error->problem_line = parser->problem_mark.line;
    error->problem_column = parser->problem_mark.column;
    error->problem_offset = parser->problem_offset;
    error->problem_value = parser->problem_value;
    error->context = parser->context;
    error->context_line = parser->context_mark.line;
    error->context_column = parser->context_mark.column;
}

void intentkit_yaml_parser_close(intentkit_yaml_parser *wrapper) {
    if (wrapper == NULL) return;
    if (wrapper->pipelined) {
        pthread_mutex_lock(&wrapper->lock);
        wrapper->stop = 1;
        pthread_cond_broadcast(&wrapper->changed);
        pthread_mutex_unlock(&wrapper->lock);
        pthread_join(wrapper->thread, NULL);
        pthread_cond_destroy(&wrapper->changed);
        pthread_mutex_destroy(&wrapper->lock);
    }
    for (int index = 0; index < BATCH_COUNT; index++) {
        free(wrapper->batches[index].events);
        free(wrapper->batches[index].bytes);
    }
    if (wrapper->has_event) yaml_event_delete(&wrapper->event);
    yaml_parser_delete(&wrapper->parser);
    free(wrapper);
}

int64_t intentkit_yaml_count_events(const uint8_t *input, uint64_t length) {
    yaml_parser_t parser;
    yaml_event_t event;
    int64_t count = 0;
    if (!yaml_parser_initialize(&parser)) return -1;
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
    yaml_parser_set_input_string(&parser, input, (size_t)length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            count = -1;
            break;
        }
        count++;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        if (done) break;
    }
    yaml_parser_delete(&parser);
    return count;
}
