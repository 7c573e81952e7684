package io.souvenir.platform.privacy;

import io.souvenir.platform.tenancy.Tenant;

/** CDI event: every row of the user was erased; whatever a service keeps in memory about them goes too. */
public record PersonalDataErased(Tenant tenant) {
}
