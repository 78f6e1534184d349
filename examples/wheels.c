// ja_JP's date wheels, the month stepped once: cc wheels.c $(pkg-config --cflags --libs datepick) && ./a.out
#include <datepick.h>
#include <stdio.h>

int main(void) {
    char *error = NULL;
    dp_picker *picker = dp_picker_new("{\"locale\": \"ja_JP\", \"date\": \"2026-11-30\", \"timeZone\": \"Asia/Tokyo\"}", &error);
    if (!picker) { fprintf(stderr, "%s\n", error); dp_string_free(error); return 64; }
    dp_picker_step(picker, dp_picker_wheel_of_field(picker, "month"), 1, NULL);
    for (int wheel = 0; wheel < dp_picker_wheel_count(picker); wheel++)
        printf("%s %s\n", dp_picker_wheel_title(picker, wheel), dp_picker_row_label(picker, wheel, dp_picker_selected_row(picker, wheel)));
    char *value = dp_picker_value(picker);
    printf("%s\n", value);
    dp_string_free(value);
    dp_picker_free(picker);
    return 0;
}
