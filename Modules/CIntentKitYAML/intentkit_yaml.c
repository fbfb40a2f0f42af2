#include "intentkit_yaml.h"

#include <stdlib.h>
#include <yaml.h>

struct intentkit_yaml_parser {
    yaml_parser_t parser;
    yaml_event_t event;
    int has_event;
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

int32_t intentkit_yaml_parser_next(intentkit_yaml_parser *wrapper, intentkit_yaml_event *out) {
    if (wrapper->has_event) {
        yaml_event_delete(&wrapper->event);
        wrapper->has_event = 0;
    }
    if (!yaml_parser_parse(&wrapper->parser, &wrapper->event)) return 0;
    wrapper->has_event = 1;
    const yaml_event_t *event = &wrapper->event;
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
