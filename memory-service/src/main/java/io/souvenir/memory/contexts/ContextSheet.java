package io.souvenir.memory.contexts;

import io.souvenir.contracts.context.Citation;
import io.souvenir.memory.contexts.Contexts.Core;
import io.souvenir.memory.contexts.Contexts.Item;
import io.souvenir.memory.contexts.Contexts.Note;
import io.souvenir.memory.contexts.Contexts.Opening;
import io.souvenir.memory.contexts.Contexts.Output;
import io.souvenir.platform.rest.InvalidRequestException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.poi.ss.usermodel.Cell;
import org.apache.poi.ss.usermodel.CellType;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.ss.usermodel.Workbook;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;

/**
 * A context as the spreadsheet people kept by hand: one tab per kind of information. The export
 * writes {@value #FRAME}, {@value #STATE}, {@value #SESSIONS}, {@value #ATOMIC} and {@value #OUTPUTS};
 * the import reads an edited copy into {@link Edited}, refusing any tab or column it does not know
 * before anything is applied. Sources are not in the sheet: they stay verbatim in the context.
 */
public final class ContextSheet {

    public static final String FRAME = "00-FRAME";
    public static final String STATE = "01-STATE";
    public static final String SESSIONS = "03-SESSIONS";
    public static final String ATOMIC = "04-ATOMIC";
    public static final String OUTPUTS = "05-OUTPUTS";
    /** What a cell holds at most (XLSX allows 32,767 characters); a longer value is cut in the sheet and left alone by the import. */
    public static final int CELL = 32_000;
    static final Map<String, List<String>> COLUMNS = columns();
    static final Set<String> STATE_FIELDS = Set.of("state", "synthesis", "handoff");
    static final Set<String> ITEM_KINDS = Set.of(Contexts.TODO, Contexts.DECISION, Contexts.CONTRADICTION, Contexts.QUESTION);

    private ContextSheet() {
    }

    private static Map<String, List<String>> columns() {
        Map<String, List<String>> columns = new LinkedHashMap<>();
        columns.put(FRAME, List.of("field", "value"));
        columns.put(STATE, List.of("kind", "id", "text", "done", "sources"));
        columns.put(SESSIONS, List.of("session", "openedAt"));
        columns.put(ATOMIC, List.of("id", "text", "sources"));
        columns.put(OUTPUTS, List.of("id", "title", "body", "createdAt"));
        return columns;
    }

    /** An edited sheet as read: the frame's and state's fields, the state's items, the notes' texts and the outputs. */
    public record Edited(Map<String, String> frame, Map<String, String> state, List<EditedItem> items, Map<UUID, String> notes,
            List<EditedOutput> outputs) {
    }

    /** {@code id} null: a row the user added. */
    public record EditedItem(String kind, UUID id, String text, boolean done, String cell) {
    }

    public record EditedOutput(UUID id, String title, String body, String cell) {
    }

    public static byte[] write(Core core, List<Item> items, List<Note> notes, List<Output> outputs, List<Opening> openings) {
        try (Workbook book = new XSSFWorkbook(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            Sheet frame = tab(book, FRAME);
            row(frame, "name", core.name());
            row(frame, "mission", core.mission());
            row(frame, "directives", core.directives());
            Sheet state = tab(book, STATE);
            row(state, "state", "", core.state(), "", "");
            row(state, "synthesis", "", core.synthesis(), "", "");
            row(state, "handoff", "", core.handoff(), "", "");
            for (Item item : items) {
                row(state, item.kind(), item.id().toString(), item.text(), item.done() ? "TRUE" : "FALSE", cited(item.citations()));
            }
            Sheet sessions = tab(book, SESSIONS);
            openings.forEach(opening -> row(sessions, opening.sessionId().toString(), opening.openedAt().toString()));
            Sheet atomic = tab(book, ATOMIC);
            notes.forEach(note -> row(atomic, note.id().toString(), note.text(), cited(note.citations())));
            Sheet deliverables = tab(book, OUTPUTS);
            outputs.forEach(output -> row(deliverables, output.id().toString(), output.title(), output.body(), output.createdAt().toString()));
            book.write(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the context's sheet", e);
        }
    }

    public static Edited read(InputStream sheet) {
        Workbook book;
        try {
            book = new XSSFWorkbook(sheet);
        } catch (IOException | RuntimeException e) {
            throw new InvalidRequestException("sheet", "is not an XLSX workbook");
        }
        try (book) {
            for (Sheet tab : book) {
                List<String> expected = COLUMNS.get(tab.getSheetName());
                if (expected == null) {
                    throw new InvalidRequestException("sheet", "unknown tab " + tab.getSheetName() + "; the tabs are "
                            + String.join(", ", COLUMNS.keySet()));
                }
                Row header = tab.getRow(0);
                for (String column : cells(header, header == null ? 0 : Math.max(0, header.getLastCellNum()))) {
                    if (!column.isEmpty() && !expected.contains(column)) {
                        throw new InvalidRequestException(tab.getSheetName(), "unknown column " + column + "; the columns are "
                                + String.join(", ", expected));
                    }
                }
            }
            return new Edited(frame(book), stateFields(book), items(book), notes(book), outputs(book));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, String> frame(Workbook book) {
        Map<String, String> frame = new LinkedHashMap<>();
        for (Map<String, String> row : rows(book, FRAME)) {
            String field = row.get("field");
            if (!Set.of("name", "mission", "directives").contains(field)) {
                throw new InvalidRequestException(FRAME + "!" + row.get("#"), "unknown field " + field + "; the fields are name, mission, directives");
            }
            frame.put(field, row.get("value"));
        }
        return frame;
    }

    private static Map<String, String> stateFields(Workbook book) {
        Map<String, String> state = new LinkedHashMap<>();
        for (Map<String, String> row : rows(book, STATE)) {
            if (STATE_FIELDS.contains(row.get("kind"))) {
                state.put(row.get("kind"), row.get("text"));
            }
        }
        return state;
    }

    private static List<EditedItem> items(Workbook book) {
        List<EditedItem> items = new ArrayList<>();
        for (Map<String, String> row : rows(book, STATE)) {
            String kind = row.get("kind");
            if (STATE_FIELDS.contains(kind)) {
                continue;
            }
            String cell = STATE + "!" + row.get("#");
            if (!ITEM_KINDS.contains(kind)) {
                throw new InvalidRequestException(cell, "unknown kind " + kind + "; the kinds are state, synthesis, handoff, todo, decision, "
                        + "contradiction, question");
            }
            String done = row.get("done").toLowerCase(Locale.ROOT);
            if (!Set.of("", "true", "false", "vrai", "faux", "1", "0", "x", "yes", "no", "oui", "non").contains(done)) {
                throw new InvalidRequestException(cell, "done must be TRUE or FALSE");
            }
            if (row.get("text").isBlank()) {
                throw new InvalidRequestException(cell, "text must not be blank");
            }
            items.add(new EditedItem(kind, id(row.get("id"), cell), row.get("text").strip(),
                    Set.of("true", "vrai", "1", "x", "yes", "oui").contains(done), cell));
        }
        return items;
    }

    private static Map<UUID, String> notes(Workbook book) {
        Map<UUID, String> notes = new LinkedHashMap<>();
        for (Map<String, String> row : rows(book, ATOMIC)) {
            String cell = ATOMIC + "!" + row.get("#");
            UUID id = id(row.get("id"), cell);
            if (id == null) {
                throw new InvalidRequestException(cell, "a note cites its sources: notes come from an ingestion, not from the sheet");
            }
            if (row.get("text").isBlank()) {
                throw new InvalidRequestException(cell, "text must not be blank");
            }
            notes.put(id, row.get("text").strip());
        }
        return notes;
    }

    private static List<EditedOutput> outputs(Workbook book) {
        List<EditedOutput> outputs = new ArrayList<>();
        for (Map<String, String> row : rows(book, OUTPUTS)) {
            String cell = OUTPUTS + "!" + row.get("#");
            if (row.get("title").isBlank() || row.get("body").isBlank()) {
                throw new InvalidRequestException(cell, "an output has a title and a body");
            }
            outputs.add(new EditedOutput(id(row.get("id"), cell), row.get("title").strip(), row.get("body"), cell));
        }
        return outputs;
    }

    /** The non-blank rows of a tab under its header, by column name; {@code #} is the row's number as the sheet shows it. */
    private static List<Map<String, String>> rows(Workbook book, String name) {
        Sheet tab = book.getSheet(name);
        List<Map<String, String>> rows = new ArrayList<>();
        if (tab == null) {
            return rows;
        }
        List<String> header = cells(tab.getRow(0), COLUMNS.get(name).size());
        for (int r = 1; r <= tab.getLastRowNum(); r++) {
            List<String> cells = cells(tab.getRow(r), header.size());
            if (cells.stream().allMatch(String::isBlank)) {
                continue;
            }
            Map<String, String> row = new LinkedHashMap<>();
            COLUMNS.get(name).forEach(column -> row.put(column, ""));
            for (int c = 0; c < header.size(); c++) {
                if (!header.get(c).isEmpty()) {
                    row.put(header.get(c), cells.get(c));
                }
            }
            row.put("#", String.valueOf(r + 1));
            rows.add(row);
        }
        return rows;
    }

    private static final DataFormatter FORMAT = new DataFormatter(Locale.ROOT);

    private static List<String> cells(Row row, int width) {
        List<String> cells = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            Cell cell = row == null ? null : row.getCell(c);
            if (cell == null) {
                cells.add("");
            } else if (cell.getCellType() == CellType.BOOLEAN) {
                cells.add(cell.getBooleanCellValue() ? "TRUE" : "FALSE");
            } else {
                cells.add(FORMAT.formatCellValue(cell).strip());
            }
        }
        return cells;
    }

    private static UUID id(String text, String cell) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return UUID.fromString(text.strip());
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException(cell, "id " + text + " is not one this sheet gave");
        }
    }

    private static Sheet tab(Workbook book, String name) {
        Sheet sheet = book.createSheet(name);
        Row header = sheet.createRow(0);
        List<String> columns = COLUMNS.get(name);
        for (int c = 0; c < columns.size(); c++) {
            header.createCell(c).setCellValue(columns.get(c));
        }
        return sheet;
    }

    private static void row(Sheet sheet, String... values) {
        Row row = sheet.createRow(sheet.getLastRowNum() + 1);
        for (int c = 0; c < values.length; c++) {
            row.createCell(c).setCellValue(clip(values[c]));
        }
    }

    static String clip(String value) {
        return value == null ? "" : value.length() > CELL ? value.substring(0, CELL) : value;
    }

    private static String cited(List<Citation> citations) {
        return citations.stream().map(c -> c.sourceId() + ": " + c.quote()).collect(Collectors.joining("\n"));
    }
}
