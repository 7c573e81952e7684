package io.souvenir.gateway.mcp;

import io.quarkiverse.mcp.server.JsonRpcErrorCodes;
import io.quarkiverse.mcp.server.McpException;
import io.quarkiverse.mcp.server.ToolInputGuardrail;
import io.quarkiverse.mcp.server.ToolManager.ToolArgument;
import io.vertx.core.json.JsonArray;
import jakarta.inject.Singleton;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.List;

/**
 * Refuses an argument whose JSON type is not the one the tool declares, before the MCP server
 * converts it: {@code "body": 42} is not a note, {@code "k": "five"} not a count. A JSON-RPC error
 * (invalid params) naming the argument, and the tool does not run.
 */
@Singleton
public class ArgumentTypes implements ToolInputGuardrail {

    @Override
    public void apply(ToolInputContext context) {
        for (ToolArgument argument : context.getTool().arguments()) {
            Object value = context.getArguments().getValue(argument.name());
            if (value != null && !fits(argument.type(), value)) {
                throw new McpException("argument " + argument.name() + " must be " + expected(argument.type()),
                        JsonRpcErrorCodes.INVALID_PARAMS);
            }
        }
    }

    private static boolean fits(Type type, Object value) {
        if (type == String.class) {
            return value instanceof String;
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue());
        }
        if (type == Boolean.class || type == boolean.class) {
            return value instanceof Boolean;
        }
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            return value instanceof JsonArray items && items.stream().allMatch(item -> fits(list.getActualTypeArguments()[0], item));
        }
        return true;
    }

    private static String expected(Type type) {
        if (type == String.class) {
            return "a string";
        }
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            return "a list of " + expected(list.getActualTypeArguments()[0]).replaceFirst("^an? ", "") + "s";
        }
        return type == Boolean.class || type == boolean.class ? "true or false" : "a whole number";
    }
}
