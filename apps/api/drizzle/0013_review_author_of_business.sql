-- A review's author is a client of the business reviewed. Drizzle cannot declare a composite
-- foreign key that sets only one of its columns to null, so it lives here: deleting the client
-- keeps the review, anonymous, with its business_id.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_of_business_fk" FOREIGN KEY ("user_id", "business_id") REFERENCES "users"("id", "business_id") ON DELETE SET NULL ("user_id");
