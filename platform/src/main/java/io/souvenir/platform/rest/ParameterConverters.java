package io.souvenir.platform.rest;

import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;

/**
 * JAX-RS answers 404 when a query or path parameter cannot be converted ("days=soon"). A
 * client made a mistake there, so Souvenir answers 400 naming the parameter instead.
 */
@Provider
public class ParameterConverters implements ParamConverterProvider {

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        String name = parameterName(annotations);
        if (name == null) {
            return null;
        }
        if (rawType == Integer.class || rawType == int.class) {
            return (ParamConverter<T>) converter(name, "must be a whole number", Integer::valueOf);
        }
        if (rawType == UUID.class) {
            return (ParamConverter<T>) converter(name, "must be a UUID", UUID::fromString);
        }
        return null;
    }

    private static <T> ParamConverter<T> converter(String name, String expectation, Function<String, T> parse) {
        return new ParamConverter<>() {
            @Override
            public T fromString(String value) {
                if (value == null) {
                    return null;
                }
                try {
                    return parse.apply(value.strip());
                } catch (IllegalArgumentException e) {
                    throw new InvalidRequestException(name, expectation);
                }
            }

            @Override
            public String toString(T value) {
                return String.valueOf(value);
            }
        };
    }

    private static String parameterName(Annotation[] annotations) {
        return Arrays.stream(annotations)
                .map(annotation -> annotation instanceof QueryParam query ? query.value()
                        : annotation instanceof PathParam path ? path.value() : null)
                .filter(Objects::nonNull)
                .findFirst().orElse(null);
    }
}
