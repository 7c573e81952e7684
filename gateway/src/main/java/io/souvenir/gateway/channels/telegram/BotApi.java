package io.souvenir.gateway.channels.telegram;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** The part of the Telegram Bot API the gateway calls: {@code POST <base>/bot<token>/sendMessage}. */
@Path("/bot{token}")
public interface BotApi {

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record SendMessage(@JsonProperty("chat_id") long chatId, String text,
            @JsonProperty("reply_parameters") ReplyParameters replyParameters) {
    }

    /** Answers a message; still sent if that message was deleted meanwhile. */
    record ReplyParameters(@JsonProperty("message_id") long messageId,
            @JsonProperty("allow_sending_without_reply") boolean allowSendingWithoutReply) {
    }

    @POST
    @Path("/sendMessage")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    Response sendMessage(@PathParam("token") String token, SendMessage message);
}
